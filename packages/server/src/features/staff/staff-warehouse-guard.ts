import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { rows, sqlList, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

/** Whoever the limit is for: a signed-in member of staff, or a staff change carrying their warehouses. */
export interface WarehouseLimited {
  /** Empty for every warehouse (decision 0052). */
  warehouseIds: readonly number[];
}

/** No limit: the operator tool, and staff without warehouses. */
export const EVERY_WAREHOUSE: WarehouseLimited = { warehouseIds: [] };

/**
 * The one warehouse filter of decision 0052: SQL that holds for rows whose `column` names a warehouse the
 * member of staff works for, `true` when they work for every warehouse. The queue, an order, its moves, its
 * documents and stock all put it in their queries, so a limited member of staff never reads the others.
 */
export function staffWarehouseFilter(staff: WarehouseLimited, column: SQL): SQL {
  if (staff.warehouseIds.length === 0) return sql`true`;
  return sql`${column} in (${sqlList(staff.warehouseIds)})`;
}

/** Whether an order is one the member of staff may see; routes answer 404 for the others, as for no order. */
export async function staffSeesOrder(db: Db, staff: WarehouseLimited, orderId: number): Promise<boolean> {
  if (staff.warehouseIds.length === 0) return true;
  const found = await rows<{ id: number }>(
    db,
    sql`select o.id from orders o where o.id = ${orderId} and ${staffWarehouseFilter(staff, sql`o.warehouse_id`)}`,
  );
  return found.length > 0;
}

/**
 * A preHandler for a plugin of `/orders/:id/…` staff routes (notes, edits, shipments, documents): 404 for an
 * order of a warehouse the caller does not work for, before the route reads or writes anything.
 */
export function onlyStaffWarehouseOrders(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id?: unknown };
    if (typeof id === 'number' && !(await staffSeesOrder(db, request.staff, id)))
      throw notFound('Order not found');
  };
}
