import { sql } from 'drizzle-orm';
import type { ShopImage } from '@tyreline/domain/contract/catalogue';
import { rows, type Db } from '../../db/client.ts';

export function createHomeRepository(db: Db) {
  return {
    /** The home images of one type for a department; images without a department are shown to every one. */
    images(type: number, departmentId: number): Promise<ShopImage[]> {
      return rows<ShopImage>(
        db,
        sql`select id, type, url, title, link from home_images
            where type = ${type} and (department_id is null or department_id = ${departmentId})
            order by sort, id`,
      );
    },
  };
}
