import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createSystemRepository(db: Db) {
  return {
    /** One round trip to the database; throws when it cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
