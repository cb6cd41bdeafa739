import { sql } from 'drizzle-orm';
import type { ProductType } from '@tyreline/domain/contract/catalogue';
import { rows, type Db } from '../../db/client.ts';

/** The shop's filter choices, drawn from what the department actually carries. */
export function createOptionsRepository(db: Db) {
  const carried = (departmentId: number, type: ProductType | undefined) =>
    sql`p.department_id = ${departmentId} and p.active ${type ? sql`and p.type = ${type}` : sql``}`;

  return {
    /** Every brand, active products or not, for the back office's filters and product form. */
    allBrands() {
      return rows<{ id: number; name: string }>(db, sql`select id, name from brands order by name, id`);
    },

    /** Brands with at least one active product in the department (of the type, if given). */
    brands(departmentId: number, type?: ProductType) {
      return rows<{ name: string; id: number; icon: string | null }>(
        db,
        sql`select b.name, b.id, b.icon from brands b
            where exists (select 1 from products p where p.brand_id = b.id and ${carried(departmentId, type)})
            order by b.name`,
      );
    },

    categories(departmentId: number, type?: ProductType) {
      return rows<{ id: number; name: string; type: ProductType }>(
        db,
        sql`select c.id, c.name, c.product_type as type from categories c
            where exists (select 1 from products p where p.category_id = c.id and ${carried(departmentId, type)})
            order by c.product_type, c.name`,
      );
    },

    async centerBores(departmentId: number): Promise<number[]> {
      const found = await rows<{ value: string }>(
        db,
        sql`select distinct p.center_bore as value from products p
            where ${carried(departmentId, undefined)} and p.center_bore is not null order by 1`,
      );
      return found.map((row) => Number(row.value));
    },

    /** Distinct bolt patterns, fewest lugs first, then by pitch-circle diameter. */
    async boltPatterns(departmentId: number): Promise<string[]> {
      const found = await rows<{ value: string }>(
        db,
        sql`select distinct p.bolt_pattern as value from products p
            where ${carried(departmentId, undefined)} and p.bolt_pattern is not null`,
      );
      const key = (pcd: string) => pcd.split('x').map(Number);
      return found
        .map((row) => row.value)
        .sort((a, b) => {
          const [lugsA = 0, pitchA = 0] = key(a);
          const [lugsB = 0, pitchB = 0] = key(b);
          return lugsA - lugsB || pitchA - pitchB;
        });
    },

    autoPartTypes() {
      return rows<{ auto_part_type: string; type_name: string }>(
        db,
        sql`select code as auto_part_type, type_name from auto_part_types order by type_name`,
      );
    },
  };
}
