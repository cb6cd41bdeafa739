import { sql, type SQL } from 'drizzle-orm';
import type { CheckoutRequest, SavedAddress } from '@tyreline/domain/contract/orders';
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
import { rememberAddressQuery, touchAddressQuery } from './delivery-addresses.repository.ts';
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

/** The request as its address resolved it, or the saved address it names not being the account's. */
export type Addressed =
  { ok: true; request: CheckoutRequest } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The address the order goes to, as a statement (or a CTE of one) that answers it: a saved one of the account's
 * (by `delivery_address_id`), marked the most recently used, or the one typed, which is saved for next time; null
 * for a ship type that delivers nothing. With `when`, only if that relation (a CTE) has a row.
 */
export function addressQuery(accountId: number, request: CheckoutRequest, when?: SQL): SQL | null {
  if (!needsDeliveryAddress(request.ship_type)) return null;
  if (request.delivery_address_id) return touchAddressQuery(accountId, request.delivery_address_id, when);
  return rememberAddressQuery(accountId, request.delivery_address!, when);
}

/** The request with the address `addressQuery` answered (`saved`: none when the named one is not the account's). */
export function withAddress(request: CheckoutRequest, saved: SavedAddress | undefined): Addressed {
  if (!needsDeliveryAddress(request.ship_type))
    return { ok: true, request: { ...request, delivery_address: null, delivery_address_id: null } };
  if (!saved)
    return { ok: false, fieldErrors: { delivery_address_id: ['This is not one of your saved addresses'] } };
  const { id, ...address } = saved;
  // A typed address is kept as typed; a saved one is the one on file.
  if (request.delivery_address_id)
    return { ok: true, request: { ...request, delivery_address: address, delivery_address_id: id } };
  return { ok: true, request: { ...request, delivery_address_id: id } };
}

/** `addressQuery` and `withAddress` as a statement of its own (an approval request resolves its address so). */
export async function resolveDeliveryAddress(
  tx: Db,
  accountId: number,
  request: CheckoutRequest,
): Promise<Addressed> {
  const query = addressQuery(accountId, request);
  const [saved] = query ? await rows<SavedAddress>(tx, query) : [];
  return withAddress(request, saved);
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

interface RefsRow {
  warehouse_name: string | null;
  warehouse_pick_up: boolean | null;
  payment_ok: boolean;
  employee_ok: boolean;
}

/** What validating and pricing a checkout reads: its warehouse, payment type and employee, and the account's prices. */
export interface Lookups {
  refs: RefsRow;
  prices: PriceRow[];
}

/**
 * `Lookups` as the JSON columns `refs` and `prices` of one statement: checkout's first statement says them
 * beside its key's claim; the account's price of each product comes with the SKU and name its order line keeps.
 */
export const lookupColumns = (buyer: Buyer, request: CheckoutRequest): SQL =>
  sql`(select row_to_json(r) from (
         select w.name as warehouse_name, w.pick_up as warehouse_pick_up,
                exists (select 1 from payment_types where id = ${request.payment_type_id} and active) as payment_ok,
                (${request.employee_id ?? null}::int is null or exists (
                   select 1 from employees where id = ${request.employee_id ?? null}::int
                   and department_id = ${buyer.departmentId})) as employee_ok
         from (select 1) as one
         left join warehouses w on w.id = ${request.warehouse_id} and w.department_id = ${buyer.departmentId}
       ) r) as refs,
      (select coalesce(json_agg(p), '[]') from (
         ${accountPricesQuery(
           buyer.accountId,
           request.lines.map((l) => l.product_id),
         )}
       ) p) as prices`;

/**
 * Checks everything that needs the database and prices every line on the server; never trusts a client price.
 * `lookups` are read here in one statement unless the caller read them already (checkout, with its claim).
 */
export async function validateAndPrice(
  tx: Db,
  buyer: Buyer,
  request: CheckoutRequest,
  lookups?: Lookups,
): Promise<Validated> {
  const { refs, prices: found } =
    lookups ?? (await rows<Lookups>(tx, sql`select ${lookupColumns(buyer, request)}`))[0]!;
  const errors: Record<string, string[]> = {};
  if (!refs.warehouse_name) errors.warehouse_id = ['Warehouse is not one of yours'];
  else if (isPickUpShipType(request.ship_type) && !refs.warehouse_pick_up)
    errors.warehouse_id = ['This warehouse does not offer pick-up'];
  if (!refs.payment_ok) errors.payment_type_id = ['Payment type is not one we accept'];
  if (!refs.employee_ok) errors.employee_id = ['Employee is not one of your department'];

  const wanted = mergeLines(request.lines);
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
  return { ok: true, lines, warehouseName: refs.warehouse_name! };
}

/**
 * Locks the lines' stock rows in product order (so concurrent checkouts never deadlock), answering each one's
 * quantity (a statement, or a subquery of checkout's second).
 */
export const lockStockQuery = (warehouseId: number, productIds: readonly number[]): SQL =>
  sql`select product_id, quantity from stock
      where warehouse_id = ${warehouseId} and product_id in (${sqlList(productIds)})
      order by product_id for no key update`;

/** Every line the warehouse cannot fill from what it holds (`onHand`, by product), as a refusal names it. */
export function shortLines(lines: PricedLine[], onHand: ReadonlyMap<number, number>): ShortLine[] {
  return lines
    .filter((l) => (onHand.get(l.productId) ?? 0) < l.qty)
    .map((l) => ({
      product_id: l.productId,
      sku: l.sku,
      name: l.name,
      requested: l.qty,
      available: capStock(onHand.get(l.productId) ?? 0),
    }));
}

/** Takes the lines' quantities from their (locked) stock rows as the `sale`'s movements: a statement, or a CTE. */
export function takeStockQuery(warehouseId: number, lines: PricedLine[], sale: StockChange): SQL {
  const taken = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.qty}::int)`),
    sql`, `,
  );
  return sql`update stock s set quantity = s.quantity - v.qty
             from (values ${taken}) as v(product_id, qty), ${stockChangeSource(sale)}
             where s.warehouse_id = ${warehouseId} and s.product_id = v.product_id`;
}

/**
 * Locks the lines' stock rows and takes the quantities as the `sale`'s movements, or answers every line the
 * warehouse cannot fill and takes nothing (an order edit's way; checkout says the same parts in its own statements).
 */
export async function takeStock(
  tx: Db,
  warehouseId: number,
  lines: PricedLine[],
  sale: StockChange,
): Promise<ShortLine[]> {
  const held = await rows<{ product_id: number; quantity: number }>(
    tx,
    lockStockQuery(
      warehouseId,
      lines.map((l) => l.productId),
    ),
  );
  const short = shortLines(lines, new Map(held.map((s) => [s.product_id, s.quantity])));
  if (short.length > 0) return short;
  await tx.execute(takeStockQuery(warehouseId, lines, sale));
  return [];
}

export interface CreditPosition {
  limitCents: Cents;
  balanceCents: Cents;
}

/**
 * Locks the account row so two checkouts of one account cannot both fit under the limit, answering its credit
 * limit (a statement, or a subquery of checkout's first). The balance must then be read by a later statement:
 * under READ COMMITTED only a statement begun after the lock sees the invoice of the checkout that held it.
 * NO KEY UPDATE, because the key's and the order's foreign keys already hold KEY SHARE on this row, which FOR
 * UPDATE would wait on (a deadlock between two checkouts).
 */
export const lockAccountQuery = (accountId: number): SQL =>
  sql`select credit_limit_cents from accounts where id = ${accountId} for no key update`;

/** `lockAccountQuery`, then the balance in a second statement (an order edit's way). */
export async function lockCreditPosition(tx: Db, accountId: number): Promise<CreditPosition> {
  const [row] = await rows<{ credit_limit_cents: number }>(tx, lockAccountQuery(accountId));
  const balanceCents = await createLedgerRepository(tx).balanceCents(accountId);
  return { limitCents: row?.credit_limit_cents ?? 0, balanceCents };
}
