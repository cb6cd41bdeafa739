import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { STOCK_MOVEMENT_KINDS } from '@tyreline/domain/stock-ledger';
import { users } from './accounts.ts';
import { products, warehouses } from './catalogue.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

const kindList = sql.raw(STOCK_MOVEMENT_KINDS.map((k) => `'${k}'`).join(', '));

/**
 * The stock ledger: every change of a stock level, whatever made it, written by the `stock_ledger` trigger on
 * `stock` in the change's own statement (decision 0044). A shelf's level equals the sum of its `delta`s.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    // No foreign keys on the shelf: only the trigger writes a movement, from a `stock` row whose own keys hold
    // them, and re-checking them would lock the product and warehouse rows on every stock change.
    productId: integer('product_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** What it belongs to: `SO-000123`, `import 42`, `RMA-000001`, `transfer 7`. */
    reference: text('reference'),
    orderId: integer('order_id').references(() => orders.id),
    /** Who: a customer user (a sale), a member of staff, or neither (the operator tool, the database). */
    userId: integer('user_id').references(() => users.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_item_idx').on(t.productId, t.warehouseId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_delta', sql`${t.delta} = ${t.after} - ${t.before}`),
    check('stock_movements_kind_known', sql`${t.kind} in (${kindList})`),
  ],
);

/** A move of one product's stock between two warehouses of its department; its movements name it `transfer N`. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    fromWarehouseId: integer('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_transfers_quantity', sql`${t.quantity} > 0`),
    check('stock_transfers_two_warehouses', sql`${t.fromWarehouseId} <> ${t.toWarehouseId}`),
  ],
);
