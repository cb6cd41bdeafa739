import { sql } from 'drizzle-orm';
import type {
  StockAdjustment,
  StockLevel,
  StockMovement,
  StockTransfer,
} from '@tyreline/domain/contract/staff-catalogue';
import type { StockMovementKind } from '@tyreline/domain/stock-ledger';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { describeStockChange } from './stock-ledger.repository.ts';
import { EVERY_WAREHOUSE, staffWarehouseFilter } from '../staff/staff-warehouse-guard.ts';

export type StockOutcome =
  | { kind: 'done'; level: StockLevel; movementId: number }
  | { kind: 'not_found' }
  | { kind: 'no_warehouse' }
  | { kind: 'unchanged'; level: StockLevel }
  | { kind: 'stale'; level: StockLevel };

export type TransferOutcome =
  | { kind: 'done'; id: number; from: StockLevel; to: StockLevel }
  | { kind: 'not_found' }
  /** A warehouse that is not one of the product's department's: the field that names it. */
  | { kind: 'no_warehouse'; field: 'from_warehouse_id' | 'to_warehouse_id' }
  | { kind: 'short'; level: StockLevel };

/** Stock levels as staff set them: each change an adjustment in the stock ledger and an audit row, in one transaction. */
export function createStockLevels(db: Db) {
  return {
    /** Sets one warehouse's level of a product; refused when it is no longer the level the person saw. */
    adjust(
      productId: number,
      warehouseId: number,
      { quantity, expected_quantity, reason }: StockAdjustment,
      staffId: number,
      staff = EVERY_WAREHOUSE,
    ): Promise<StockOutcome> {
      return inTransaction(db, async (tx) => {
        const [product] = await rows<{ department_id: number }>(
          tx,
          sql`select department_id from products where id = ${productId}`,
        );
        if (!product) return { kind: 'not_found' };
        const [warehouse] = await rows<{ name: string; theirs: boolean }>(
          tx,
          sql`select name, ${staffWarehouseFilter(staff, sql`id`)} as theirs
              from warehouses where id = ${warehouseId} and department_id = ${product.department_id}`,
        );
        if (!warehouse) return { kind: 'no_warehouse' };
        // Another warehouse's shelf is not there for someone limited to theirs (decision 0052).
        if (!warehouse.theirs) return { kind: 'not_found' };
        // A missing row is a level of 0; make it so it can be locked like any other.
        await tx.execute(
          sql`insert into stock (product_id, warehouse_id, quantity) values (${productId}, ${warehouseId}, 0)
              on conflict do nothing`,
        );
        const [locked] = await rows<{ quantity: number }>(
          tx,
          sql`select quantity from stock where product_id = ${productId} and warehouse_id = ${warehouseId}
              for update`,
        );
        const before = locked!.quantity;
        const level = (q: number): StockLevel => ({
          warehouse_id: warehouseId,
          warehouse_name: warehouse.name,
          quantity: q,
        });
        if (before !== expected_quantity) return { kind: 'stale', level: level(before) };
        if (before === quantity) return { kind: 'unchanged', level: level(before) };
        await describeStockChange(tx, { kind: 'adjustment', staffUserId: staffId, reason });
        await tx.execute(
          sql`update stock set quantity = ${quantity}
              where product_id = ${productId} and warehouse_id = ${warehouseId}`,
        );
        // The movement the ledger's trigger just wrote: the shelf is locked, so the newest is this change's.
        const [movement] = await rows<{ id: number }>(
          tx,
          sql`select id from stock_movements where product_id = ${productId} and warehouse_id = ${warehouseId}
              order by id desc limit 1`,
        );
        await audit(tx, {
          staffId,
          action: 'stock.adjust',
          entityType: 'product',
          entityId: productId,
          before: { warehouse_id: warehouseId, quantity: before },
          after: { warehouse_id: warehouseId, quantity, reason, movement_id: movement!.id },
        });
        return { kind: 'done', level: level(quantity), movementId: movement!.id };
      });
    },

    /**
     * Moves `quantity` of a product from one of its department's warehouses to another: a transfer row, a
     * `transfer_out` and a `transfer_in` movement naming it, and an audit row, in one transaction. Both shelves
     * are locked in warehouse order, so two transfers between the same pair, either way round, never deadlock;
     * a shelf holding less than the quantity refuses the whole transfer.
     */
    transfer(
      productId: number,
      body: StockTransfer,
      staffId: number,
      staff = EVERY_WAREHOUSE,
    ): Promise<TransferOutcome> {
      return inTransaction(db, async (tx) => {
        const [product] = await rows<{ department_id: number }>(
          tx,
          sql`select department_id from products where id = ${productId}`,
        );
        if (!product) return { kind: 'not_found' };
        const found = await rows<{ id: number; name: string; theirs: boolean }>(
          tx,
          sql`select id, name, ${staffWarehouseFilter(staff, sql`id`)} as theirs from warehouses
              where id in (${body.from_warehouse_id}, ${body.to_warehouse_id})
                and department_id = ${product.department_id}`,
        );
        const names = new Map(found.map((w) => [w.id, w.name]));
        for (const field of ['from_warehouse_id', 'to_warehouse_id'] as const)
          if (!names.has(body[field])) return { kind: 'no_warehouse', field };
        // Both ends must be theirs for someone limited to some warehouses (decision 0052).
        if (found.some((w) => !w.theirs)) return { kind: 'not_found' };
        await tx.execute(
          sql`insert into stock (product_id, warehouse_id, quantity)
              values (${productId}, ${body.from_warehouse_id}, 0), (${productId}, ${body.to_warehouse_id}, 0)
              on conflict do nothing`,
        );
        const locked = await rows<{ warehouse_id: number; quantity: number }>(
          tx,
          sql`select warehouse_id, quantity from stock
              where product_id = ${productId} and warehouse_id in (${body.from_warehouse_id}, ${body.to_warehouse_id})
              order by warehouse_id for update`,
        );
        const level = (warehouseId: number, quantity: number): StockLevel => ({
          warehouse_id: warehouseId,
          warehouse_name: names.get(warehouseId)!,
          quantity,
        });
        const from = locked.find((l) => l.warehouse_id === body.from_warehouse_id)!.quantity;
        const to = locked.find((l) => l.warehouse_id === body.to_warehouse_id)!.quantity;
        if (from < body.quantity) return { kind: 'short', level: level(body.from_warehouse_id, from) };
        const [transfer] = await rows<{ id: number }>(
          tx,
          sql`insert into stock_transfers (product_id, from_warehouse_id, to_warehouse_id, quantity, reason, staff_user_id)
              values (${productId}, ${body.from_warehouse_id}, ${body.to_warehouse_id}, ${body.quantity},
                      ${body.reason}, ${staffId})
              returning id`,
        );
        const id = transfer!.id;
        const change = { reference: `transfer ${id}`, staffUserId: staffId, reason: body.reason };
        for (const [kind, warehouseId, delta] of [
          ['transfer_out', body.from_warehouse_id, -body.quantity],
          ['transfer_in', body.to_warehouse_id, body.quantity],
        ] as const) {
          await describeStockChange(tx, { kind, ...change });
          await tx.execute(
            sql`update stock set quantity = quantity + ${delta}
                where product_id = ${productId} and warehouse_id = ${warehouseId}`,
          );
        }
        const after = {
          from: level(body.from_warehouse_id, from - body.quantity),
          to: level(body.to_warehouse_id, to + body.quantity),
        };
        await audit(tx, {
          staffId,
          action: 'stock.transfer',
          entityType: 'product',
          entityId: productId,
          before: { from: level(body.from_warehouse_id, from), to: level(body.to_warehouse_id, to) },
          after: { ...after, quantity: body.quantity, reason: body.reason, transfer_id: id },
        });
        return { kind: 'done', id, ...after };
      });
    },

    /** A product's stock movements, newest first, optionally of one warehouse or one kind. */
    async movements(
      productId: number,
      {
        warehouse_id,
        kind,
        page,
        per_page,
      }: { warehouse_id?: number; kind?: StockMovementKind; page: number; per_page: number },
      staff = EVERY_WAREHOUSE,
    ): Promise<{ data: StockMovement[]; total: number }> {
      const where = sql`m.product_id = ${productId} and ${staffWarehouseFilter(staff, sql`m.warehouse_id`)}
        ${warehouse_id ? sql`and m.warehouse_id = ${warehouse_id}` : sql``}
        ${kind ? sql`and m.kind = ${kind}` : sql``}`;
      const found = await rows<
        Omit<StockMovement, 'at' | 'by' | 'staff'> & {
          at: Date | string;
          staff_id: number | null;
          staff_name: string | null;
          user_name: string | null;
          account_name: string | null;
        }
      >(
        db,
        sql`select m.id, m.at, m.warehouse_id, w.name as warehouse_name, m.before, m.after, m.delta, m.kind,
                   coalesce(m.reference, o.number) as reference, m.order_id, m.reason,
                   su.id as staff_id, su.name as staff_name, u.name as user_name, a.name as account_name
            from stock_movements m
            join warehouses w on w.id = m.warehouse_id
            left join orders o on o.id = m.order_id
            left join staff_users su on su.id = m.staff_user_id
            left join users u on u.id = m.user_id
            left join accounts a on a.id = u.account_id
            where ${where}
            order by m.id desc
            limit ${per_page} offset ${(page - 1) * per_page}`,
      );
      const [counted] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from stock_movements m where ${where}`,
      );
      return {
        total: counted?.n ?? 0,
        data: found.map(({ staff_id, staff_name, user_name, account_name, at, ...m }) => ({
          ...m,
          at: new Date(at).toISOString(),
          by:
            staff_name ??
            (user_name
              ? `${user_name} (${account_name})`
              : m.kind === 'opening'
                ? 'Tyreline'
                : 'Operator tool'),
          staff: staff_id === null ? null : { id: staff_id, name: staff_name! },
        })),
      };
    },
  };
}
