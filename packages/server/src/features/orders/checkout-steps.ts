import { sql } from 'drizzle-orm';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import { isPickUpShipType, needsDeliveryAddress } from '@tyreline/domain/enums';
import { lineTotal, type Cents } from '@tyreline/domain/money';
import { capStock, type Availability } from '@tyreline/domain/stock';
import type { StockChange } from '@tyreline/domain/stock-ledger';
import type { TeamRole } from '@tyreline/domain/team';
import { rows, sqlList, type Db } from '../../db/client.ts';
import {
  accountPricesQuery,
  chargedCents,
  toAccountPrices,
  type PriceRow,
} from '../pricing/price-list.repository.ts';
import { stockChangeSource } from '../catalogue/stock-ledger.repository.ts';
import { createVehicleFitService } from '../vehicles/vehicle-fit.service.ts';
import { createDeliveryAddressesRepository } from './delivery-addresses.repository.ts';
import { createLedgerRepository } from './ledger.repository.ts';

export interface Buyer {
  accountId: number;
  departmentId: number;
  userId: number;
  /** The user's role on the account's team, and a buyer's most per order (null = no limit). */
  role: TeamRole;
  orderLimitCents: Cents | null;
  /** The owner who approved an order over the buyer's limit (the buyer then places it without one). */
  approvedByUserId?: number;
}

export interface PricedLine {
  productId: number;
  sku: string;
  name: string;
  unitPriceCents: Cents;
  qty: number;
  lineTotalCents: Cents;
  /** Sold for a vehicle (its fit checked here) and the counter's override reason when it does not fit it. */
  vehicleId?: number | null;
  fitOverride?: string | null;
}

export interface ShortLine {
  product_id: number;
  sku: string;
  name: string;
  requested: number;
  available: Availability;
}

export type Validated =
  | { ok: true; lines: PricedLine[]; warehouseName: string }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The address the order goes to: a saved one of the account's (by `delivery_address_id`) or the one typed,
 * which is saved for next time; none for a ship type that delivers nothing.
 */
export async function resolveDeliveryAddress(
  tx: Db,
  accountId: number,
  request: CheckoutRequest,
): Promise<{ ok: true; request: CheckoutRequest } | { ok: false; fieldErrors: Record<string, string[]> }> {
  if (!needsDeliveryAddress(request.ship_type))
    return { ok: true, request: { ...request, delivery_address: null, delivery_address_id: null } };
  const addresses = createDeliveryAddressesRepository(tx);
  if (request.delivery_address_id) {
    const saved = await addresses.find(accountId, request.delivery_address_id);
    if (!saved)
      return { ok: false, fieldErrors: { delivery_address_id: ['This is not one of your saved addresses'] } };
    const { id, ...address } = saved;
    await addresses.remember(accountId, address);
    return { ok: true, request: { ...request, delivery_address: address, delivery_address_id: id } };
  }
  const saved = await addresses.remember(accountId, request.delivery_address!);
  return { ok: true, request: { ...request, delivery_address_id: saved.id } };
}

interface WantedLine {
  productId: number;
  qty: number;
  index: number;
  vehicleId: number | null;
  fitOverride: string | null;
}

/**
 * One line per product (a product twice in the cart is one line with both quantities), with its request index;
 * the vehicle (and override) of the first of them that has one.
 */
function mergeLines(lines: CheckoutRequest['lines']): WantedLine[] {
  const merged = new Map<number, WantedLine>();
  lines.forEach((line, index) => {
    const seen = merged.get(line.product_id);
    const vehicleId = line.vehicle_id ?? null;
    const fitOverride = line.fit_override?.trim() || null;
    if (!seen)
      merged.set(line.product_id, {
        productId: line.product_id,
        qty: line.qty,
        index,
        vehicleId,
        fitOverride,
      });
    else {
      seen.qty += line.qty;
      if (seen.vehicleId === null && vehicleId !== null)
        Object.assign(seen, { vehicleId, fitOverride, index });
    }
  });
  return [...merged.values()];
}

/**
 * Lines sold for a vehicle are checked again with the one fit rule against the vehicle as it is now: a line that
 * does not fit (a forged fit, or fitment data changed since it was added) and has no override reason is refused,
 * named by its line. Lines added elsewhere carry no vehicle and are not fit-checked (docs/decisions/0049).
 */
async function fitErrors(tx: Db, wanted: WantedLine[]): Promise<Record<string, string[]>> {
  const forVehicle = wanted.filter((l) => l.vehicleId !== null);
  if (forVehicle.length === 0) return {};
  const checked = await createVehicleFitService(tx).checkLines(
    forVehicle.map((l) => ({ productId: l.productId, vehicleId: l.vehicleId!, override: l.fitOverride })),
  );
  const errors: Record<string, string[]> = {};
  checked.forEach((c, i) => {
    const line = forVehicle[i]!;
    if (!c.ok) errors[`lines.${line.index}.vehicle_id`] = [`Line ${line.index + 1}: ${c.message}`];
  });
  return errors;
}

/** Checks everything that needs the database and prices every line on the server; never trusts a client price. */
export async function validateAndPrice(tx: Db, buyer: Buyer, request: CheckoutRequest): Promise<Validated> {
  const errors: Record<string, string[]> = {};
  const [refs] = await rows<{
    warehouse_name: string | null;
    warehouse_pick_up: boolean | null;
    payment_ok: boolean;
    employee_ok: boolean;
  }>(
    tx,
    sql`select w.name as warehouse_name, w.pick_up as warehouse_pick_up,
               exists (select 1 from payment_types where id = ${request.payment_type_id} and active) as payment_ok,
               (${request.employee_id ?? null}::int is null or exists (
                  select 1 from employees where id = ${request.employee_id ?? null}::int
                  and department_id = ${buyer.departmentId})) as employee_ok
        from (select 1) as one
        left join warehouses w on w.id = ${request.warehouse_id} and w.department_id = ${buyer.departmentId}`,
  );
  if (!refs?.warehouse_name) errors.warehouse_id = ['Warehouse is not one of yours'];
  else if (isPickUpShipType(request.ship_type) && !refs.warehouse_pick_up)
    errors.warehouse_id = ['This warehouse does not offer pick-up'];
  if (!refs?.payment_ok) errors.payment_type_id = ['Payment type is not one we accept'];
  if (!refs?.employee_ok) errors.employee_id = ['Employee is not one of your department'];

  const wanted = mergeLines(request.lines);
  const ids = wanted.map((l) => l.productId);
  // The account's price of each product, with the SKU and name its order line keeps, in one statement.
  const found = await rows<PriceRow>(tx, accountPricesQuery(buyer.accountId, ids));
  const prices = toAccountPrices(found);
  const productById = new Map(found.map((p) => [p.product_id, p]));
  const lines: PricedLine[] = [];
  for (const line of wanted) {
    const price = prices.get(line.productId);
    const product = productById.get(line.productId);
    if (!price || !product) {
      errors[`lines.${line.index}.product_id`] = ['This product is not available to your account'];
      continue;
    }
    const unitPriceCents = chargedCents(price);
    lines.push({
      productId: line.productId,
      sku: product.sku,
      name: product.name,
      unitPriceCents,
      qty: line.qty,
      lineTotalCents: lineTotal(unitPriceCents, line.qty),
      vehicleId: line.vehicleId,
      fitOverride: line.vehicleId === null ? null : line.fitOverride,
    });
  }
  Object.assign(errors, await fitErrors(tx, wanted));
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, lines, warehouseName: refs!.warehouse_name! };
}

/**
 * Locks the lines' stock rows (in product order, so concurrent checkouts never deadlock) and takes the
 * quantities as the `sale`'s movements, or answers every line the warehouse cannot fill and takes nothing.
 */
export async function takeStock(
  tx: Db,
  warehouseId: number,
  lines: PricedLine[],
  sale: StockChange,
): Promise<ShortLine[]> {
  const ids = sqlList(lines.map((l) => l.productId));
  const held = await rows<{ product_id: number; quantity: number }>(
    tx,
    sql`select product_id, quantity from stock
        where warehouse_id = ${warehouseId} and product_id in (${ids})
        order by product_id for no key update`,
  );
  const onHand = new Map(held.map((s) => [s.product_id, s.quantity]));
  const short = lines
    .filter((l) => (onHand.get(l.productId) ?? 0) < l.qty)
    .map((l) => ({
      product_id: l.productId,
      sku: l.sku,
      name: l.name,
      requested: l.qty,
      available: capStock(onHand.get(l.productId) ?? 0),
    }));
  if (short.length > 0) return short;
  const taken = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.qty}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update stock s set quantity = s.quantity - v.qty
        from (values ${taken}) as v(product_id, qty), ${stockChangeSource(sale)}
        where s.warehouse_id = ${warehouseId} and s.product_id = v.product_id`,
  );
  return [];
}

export interface CreditPosition {
  limitCents: Cents;
  balanceCents: Cents;
}

/**
 * Locks the account row so two checkouts of one account cannot both fit under the limit, then reads the
 * balance in a second statement: under READ COMMITTED only a statement begun after the lock sees the
 * invoice of the checkout that held it. NO KEY UPDATE, because the key's and the order's foreign keys
 * already hold KEY SHARE on this row, which FOR UPDATE would wait on (a deadlock between two checkouts).
 */
export async function lockCreditPosition(tx: Db, accountId: number): Promise<CreditPosition> {
  const [row] = await rows<{ limit_cents: number }>(
    tx,
    sql`select credit_limit_cents as limit_cents from accounts where id = ${accountId} for no key update`,
  );
  const balanceCents = await createLedgerRepository(tx).balanceCents(accountId);
  return { limitCents: row?.limit_cents ?? 0, balanceCents };
}
