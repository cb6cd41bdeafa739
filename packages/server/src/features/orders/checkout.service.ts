import { sql } from 'drizzle-orm';
import type { CheckoutRequest, PricedOrder as Order, SavedAddress } from '@tyreline/domain/contract/orders';
import {
  formatAud,
  MAX_AMOUNT_CENTS,
  summarize,
  type Cents,
  type MoneySummary,
} from '@tyreline/domain/money';
import { availabilityLabel } from '@tyreline/domain/stock';
import { isOverOrderLimit, overOrderLimitMessage } from '@tyreline/domain/team';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { queueMailsQuery, type MailSettings } from '../../lib/mail/outbox.ts';
import { holidaysQuery, warehousesQuery, type WarehouseServiceRow } from '../delivery/delivery.repository.ts';
import { holidaysFromDay, orderPromise } from '../delivery/delivery.service.ts';
import { orderLines, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import {
  addressQuery,
  lockAccountQuery,
  lockStockQuery,
  resolveDeliveryAddress,
  shortLines,
  takeStockQuery,
  validateAndPrice,
  withAddress,
  lookupColumns,
  type Buyer,
  type Lookups,
  type PricedLine,
  type ShortLine,
} from './checkout-steps.ts';
import { claimKeyQuery, recordResponseQuery, requestHash, takenKey } from './idempotency.ts';
import { orderForMailQuery, orderPlacedMails, type OrderForMail } from './order-mail.ts';
import { balanceQuery, recordQuery } from './ledger.repository.ts';
import { orderNumber, orderQuery, orderSearchText, toOrder, type FullOrderRow } from './orders.repository.ts';

/** A customer's web order is an invoice, tagged Normal, with GST-inclusive prices (docs/product.md §12's numbers). */
const WEB_ORDER = { orderType: 1, tag: 1, taxType: 2 } as const;

/** Every way a checkout can end; `refusalError` turns each refusal into its HTTP answer in one place. */
export type CheckoutOutcome =
  | { kind: 'placed'; status: 201; body: { data: Order } }
  | { kind: 'replayed'; status: number; body: unknown }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'insufficient_stock'; warehouseName: string; lines: ShortLine[] }
  | { kind: 'over_credit_limit'; limitCents: Cents; balanceCents: Cents; orderCents: Cents }
  | { kind: 'over_order_limit'; limitCents: Cents; orderCents: Cents }
  | { kind: 'key_reused' };

export type Refusal = Exclude<CheckoutOutcome, { kind: 'placed' | 'replayed' }>;

export type { Buyer } from './checkout-steps.ts';

/** Each refused checkout as its HTTP answer (the checkout route and an approval placing its order alike). */
export function refusalError(outcome: Refusal): AppError {
  switch (outcome.kind) {
    case 'invalid':
      return invalid(outcome.fieldErrors);
    case 'key_reused':
      return invalid({ 'idempotency-key': ['This Idempotency-Key was already used for a different order'] });
    case 'insufficient_stock':
      return new AppError(
        'conflict',
        outcome.lines.map(
          (l) =>
            `${l.name} (${l.sku}): you asked for ${l.requested}, ${outcome.warehouseName} has ${availabilityLabel(l.available)}.`,
        ),
        undefined,
        { short_lines: outcome.lines },
      );
    case 'over_credit_limit':
      return new AppError(
        'forbidden',
        `This order of ${formatAud(outcome.orderCents)} would take your balance of ${formatAud(outcome.balanceCents)} ` +
          `past your credit limit of ${formatAud(outcome.limitCents)}. Please call us to arrange payment or a higher limit.`,
      );
    case 'over_order_limit':
      return new AppError('forbidden', overOrderLimitMessage(outcome.limitCents, outcome.orderCents));
  }
}

/** A checkout's delivery address resolved (a new one saved) and its lines checked and priced, within `tx`. */
export async function priceCheckout(tx: Db, buyer: Buyer, asked: CheckoutRequest) {
  const addressed = await resolveDeliveryAddress(tx, buyer.accountId, asked);
  if (!addressed.ok) return addressed;
  const validated = await validateAndPrice(tx, buyer, addressed.request);
  if (!validated.ok) return validated;
  return { ...validated, request: addressed.request };
}

/** Thrown inside the transaction so it rolls back (the key's claim included), caught outside as an outcome. */
class Refused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.kind);
  }
}

/** The order being written: who, what, how much, the promise it keeps, and its id and number (from `holdForOrder`). */
interface NewOrder {
  id: number;
  buyer: Buyer;
  request: CheckoutRequest;
  lines: PricedLine[];
  money: MoneySummary;
  promise: { date: string; text: string } | null;
}

/**
 * Checkout's first statement: claims the Idempotency-Key and, only if claimed, saves (or marks) the delivery
 * address; reads what validating and pricing need, the delivery promise's warehouses and holidays, and locks the
 * account row for its credit limit (`lockAccountQuery`; the balance is read by the next statement).
 */
async function openCheckout(
  tx: Db,
  buyer: Buyer,
  key: string,
  hash: string,
  asked: CheckoutRequest,
  clock: Date,
) {
  const address = addressQuery(buyer.accountId, asked, sql`claim`);
  const [opened] = await rows<
    Lookups & {
      claimed: boolean;
      address: SavedAddress | null;
      limit_cents: number | null;
      warehouses: WarehouseServiceRow[];
      holidays: string[];
    }
  >(
    tx,
    sql`with claim as (${claimKeyQuery(buyer.accountId, key, hash)})
            ${address ? sql`, address as (${address})` : sql``}
        select exists (select 1 from claim) as claimed,
               ${address ? sql`(select row_to_json(a) from address a)` : sql`null::json`} as address,
               ${lookupColumns(buyer, asked)},
               (${lockAccountQuery(buyer.accountId)}) as limit_cents,
               (select coalesce(json_agg(w), '[]') from (${warehousesQuery(buyer.departmentId)}) w) as warehouses,
               (select coalesce(json_agg(h.date), '[]') from (${holidaysQuery(holidaysFromDay(clock))}) h)
                 as holidays`,
  );
  return opened!;
}

/**
 * Checkout's second statement, begun after the first locked the account row: what the account owes now (it sees
 * the invoice of a checkout that held the lock before), the new order's id, and the lines' stock rows, locked in
 * product order (`lockStockQuery`) with what each holds. The stock rows are the ones every buyer shares: they
 * are held from here for the two statements left before the commit.
 */
async function holdForOrder(tx: Db, accountId: number, warehouseId: number, lines: PricedLine[]) {
  const [held] = await rows<{
    balance: number;
    id: number;
    stock: { product_id: number; quantity: number }[];
  }>(
    tx,
    sql`select (${balanceQuery(accountId)}) as balance,
               nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
               (select coalesce(json_agg(json_build_object('product_id', s.product_id, 'quantity', s.quantity)), '[]')
                from (${lockStockQuery(
                  warehouseId,
                  lines.map((l) => l.productId),
                )}) s) as stock`,
  );
  return {
    balanceCents: held!.balance,
    id: held!.id,
    onHand: new Map(held!.stock.map((s) => [s.product_id, s.quantity])),
  };
}

/**
 * Checkout's third statement writes the order, its lines, its first history row and its invoice (none for a free
 * order: it owes nothing) and takes the stock, and answers the order as `orderQuery` reads it, from the rows the
 * write returned (and, with `withMail`, the order as its notice reads it), without reading it again.
 */
async function writeOrder(tx: Db, order: NewOrder, withMail: boolean) {
  const { id, buyer, request, lines, money, promise } = order;
  const number = orderNumber(id);
  const reference = request.customer_reference || null;
  const placed = tx
    .insert(orders)
    .values({
      id,
      number,
      accountId: buyer.accountId,
      departmentId: buyer.departmentId,
      userId: buyer.userId,
      approvedByUserId: buyer.approvedByUserId ?? null,
      employeeId: request.employee_id ?? null,
      ...WEB_ORDER,
      shipType: request.ship_type,
      paymentTypeId: request.payment_type_id,
      warehouseId: request.warehouse_id,
      deliveryAddress: request.delivery_address ?? null,
      customerReference: reference,
      notes: request.notes || null,
      promisedDate: promise?.date ?? null,
      promise: promise?.text ?? null,
      subtotalCents: money.subtotal,
      gstCents: money.gst,
      deliveryFeeCents: money.delivery,
      totalCents: money.total,
      lineCount: lines.length,
      searchText: orderSearchText(number, reference, lines),
    })
    .returning();
  const placedLines = tx
    .insert(orderLines)
    .values(
      lines.map((l, index) => ({
        orderId: id,
        lineNo: index + 1,
        productId: l.productId,
        sku: l.sku,
        name: l.name,
        unitPriceCents: l.unitPriceCents,
        qty: l.qty,
        lineTotalCents: l.lineTotalCents,
        vehicleId: l.vehicleId ?? null,
        fitOverride: l.fitOverride ?? null,
      })),
    )
    .returning();
  const placedHistory = tx
    .insert(orderStatusHistory)
    .values({ orderId: id, status: 'submitted', note: 'Order placed' })
    .returning();
  const invoice =
    money.total > 0
      ? sql`, invoice as (${recordQuery({
          accountId: buyer.accountId,
          kind: 'invoice',
          amountCents: money.total,
          orderId: id,
          reference: number,
        })})`
      : sql``;
  const taken = takeStockQuery(request.warehouse_id, lines, {
    kind: 'sale',
    orderId: id,
    userId: buyer.userId,
  });
  const sources = { orders: sql`placed`, lines: sql`placed_lines`, history: sql`placed_history` };
  const [row] = await rows<FullOrderRow & { mail: OrderForMail | null }>(
    tx,
    sql`with placed as (${placed.getSQL()}), placed_lines as (${placedLines.getSQL()}),
             placed_history as (${placedHistory.getSQL()}),
             taken as (${taken}) ${invoice}
        select o.*, ${
          withMail ? sql`(select row_to_json(m) from (${orderForMailQuery(sql`placed`)}) m)` : sql`null::json`
        } as mail
        from (${orderQuery(sources)}) o`,
  );
  return { order: toOrder(row!), mail: row!.mail };
}

/** An order past the amount bound is refused like an invalid line; the rollback returns the stock it took. */
const tooLarge = (totalCents: Cents) => ({
  lines: [
    `An order can total at most ${formatAud(MAX_AMOUNT_CENTS)}; this one comes to ${formatAud(totalCents)}. Split it into several orders.`,
  ],
});

/**
 * Places an order in one transaction of four statements between BEGIN and COMMIT (decision 0054):
 * `openCheckout` claims the Idempotency-Key, resolves and saves the delivery address, reads what the checks need
 * and locks the account; the lines are validated and priced, a buyer's order limit checked and the promise made
 * here; `holdForOrder` reads the balance and locks the stock rows (last: they are the ones buyers contend for);
 * a short line is answered first, then the amount bound, then the credit limit; `writeOrder` writes the order,
 * its lines, first history row and invoice and takes the stock; the last statement stores the answer with the
 * key and queues the order-placed notice (with `mail`). Any refusal or failure rolls all of it back.
 * Without `mail` (the demo's seeded orders) no notice is written.
 */
export async function placeOrder(
  db: Db,
  buyer: Buyer,
  idempotencyKey: string,
  asked: CheckoutRequest,
  now: () => Date = () => new Date(),
  mail?: MailSettings,
): Promise<CheckoutOutcome> {
  const hash = requestHash(asked);
  const clock = now();
  try {
    return await inTransaction(db, async (tx) => {
      const opened = await openCheckout(tx, buyer, idempotencyKey, hash, asked, clock);
      if (!opened.claimed) {
        const claim = await takenKey(tx, buyer.accountId, idempotencyKey, hash);
        if (claim.kind === 'replay') return { kind: 'replayed', status: claim.status, body: claim.body };
        throw new Refused({ kind: 'key_reused' });
      }

      const addressed = withAddress(asked, opened.address ?? undefined);
      if (!addressed.ok) throw new Refused({ kind: 'invalid', fieldErrors: addressed.fieldErrors });
      const request = addressed.request;
      const validated = await validateAndPrice(tx, buyer, request, opened);
      if (!validated.ok) throw new Refused({ kind: 'invalid', fieldErrors: validated.fieldErrors });
      const money = summarize(validated.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
      if (isOverOrderLimit(buyer.role, buyer.orderLimitCents, money.total))
        throw new Refused({
          kind: 'over_order_limit',
          limitCents: buyer.orderLimitCents!,
          orderCents: money.total,
        });
      const promise = orderPromise(
        clock,
        { warehouses: opened.warehouses, holidays: new Set(opened.holidays) },
        {
          warehouseId: request.warehouse_id,
          shipType: request.ship_type,
          postcode: request.delivery_address?.postcode,
        },
      );

      const held = await holdForOrder(tx, buyer.accountId, request.warehouse_id, validated.lines);
      const short = shortLines(validated.lines, held.onHand);
      if (short.length > 0)
        throw new Refused({
          kind: 'insufficient_stock',
          warehouseName: validated.warehouseName,
          lines: short,
        });
      if (money.total > MAX_AMOUNT_CENTS)
        throw new Refused({ kind: 'invalid', fieldErrors: tooLarge(money.total) });
      const credit = { limitCents: opened.limit_cents ?? 0, balanceCents: held.balanceCents };
      if (credit.balanceCents + money.total > credit.limitCents)
        throw new Refused({ kind: 'over_credit_limit', ...credit, orderCents: money.total });

      const written = await writeOrder(
        tx,
        { id: held.id, buyer, request, lines: validated.lines, money, promise },
        mail !== undefined,
      );
      const body = { data: written.order };
      const mails = mail && written.mail ? await orderPlacedMails(tx, mail, written.mail) : [];
      const queued = mail ? queueMailsQuery(mail, mails) : null;
      const answer = recordResponseQuery(buyer.accountId, idempotencyKey, held.id, 201, body);
      await tx.execute(queued ? sql`with answered as (${answer}) ${queued}` : answer);
      return { kind: 'placed', status: 201, body } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
