import { sql } from 'drizzle-orm';
import type { CheckoutDefaults, WarehouseFill } from '@tyreline/domain/contract/orders';
import { CUSTOMER_SHIP_TYPES, isOptionId } from '@tyreline/domain/enums';
import { rows, type Db } from '../../db/client.ts';

/** What checkout remembers of an account (its last order's choices) and what each warehouse can fill of a cart. */
export function createCheckoutMemoryRepository(db: Db) {
  return {
    /** The last order's ship type, warehouse and payment type, and the most recently used saved address. */
    async defaults(accountId: number): Promise<CheckoutDefaults> {
      const [last] = await rows<CheckoutDefaults>(
        db,
        sql`select o.ship_type, o.warehouse_id, o.payment_type_id,
                   (select id from delivery_addresses where account_id = ${accountId}
                    order by last_used_at desc, id desc limit 1) as delivery_address_id
            from (select 1) as one
            left join lateral (select ship_type, warehouse_id, payment_type_id from orders
                               where account_id = ${accountId} order by created_at desc, id desc limit 1) o on true`,
      );
      const shipType = last?.ship_type ?? null;
      return {
        // A ship type staff arranged for the account is not one it may choose itself.
        ship_type: shipType !== null && isOptionId(CUSTOMER_SHIP_TYPES, shipType) ? shipType : null,
        warehouse_id: last?.warehouse_id ?? null,
        payment_type_id: last?.payment_type_id ?? null,
        delivery_address_id: last?.delivery_address_id ?? null,
      };
    },

    /**
     * For each of the department's warehouses, the lines it holds enough of (a product asked twice counts
     * once, with both quantities): only whether, never how many.
     */
    async warehouseFill(
      departmentId: number,
      lines: readonly { product_id: number; qty: number }[],
    ): Promise<WarehouseFill[]> {
      const wanted = new Map<number, number>();
      for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
      const values = sql.join(
        [...wanted].map(([id, qty]) => sql`(${id}::int, ${qty}::int)`),
        sql`, `,
      );
      const found = await rows<{ id: number; name: string; pick_up: boolean; short_product_ids: number[] }>(
        db,
        sql`select w.id, w.name, w.pick_up,
                   coalesce(array_agg(v.product_id order by v.product_id)
                            filter (where coalesce(s.quantity, 0) < v.qty), '{}') as short_product_ids
            from warehouses w
            cross join (values ${values}) as v(product_id, qty)
            left join stock s on s.warehouse_id = w.id and s.product_id = v.product_id
            where w.department_id = ${departmentId}
            group by w.id, w.name, w.pick_up
            order by w.id`,
      );
      return found.map((w) => ({
        ...w,
        lines: wanted.size,
        filled: wanted.size - w.short_product_ids.length,
      }));
    },
  };
}
