import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';

/** The checkout form's fixed choices: how to pay and whom of the department to deal with. */
export function createCheckoutOptionsRepository(db: Db) {
  return {
    /** The payment types a checkout may choose. */
    paymentTypes() {
      return rows<{ id: number; name: string }>(
        db,
        sql`select id, name from payment_types where active order by id`,
      );
    },

    /** The employees of a department. */
    employees(departmentId: number) {
      return rows<{ id: number; name: string }>(
        db,
        sql`select id, name from employees where department_id = ${departmentId} order by name, id`,
      );
    },
  };
}
