import { sql } from 'drizzle-orm';
import type { CheckoutRequest, PricedOrder as Order } from '@tyreline/domain/contract/orders';
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
import { createDeliveryService } from '../delivery/delivery.service.ts';
import { orderLines, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import {
  lockCreditPosition,
  resolveDeliveryAddress,
  takeStock,
  validateAndPrice,
  type Buyer,
  type PricedLine,
  type ShortLine,
} from './checkout-steps.ts';
import { claimKey, recordResponse, requestHash } from './idempotency.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { queueOrderPlacedMail } from './order-mail.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { createOrdersRepository, orderNumber, orderSearchText } from './orders.repository.ts';

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

async function writeOrder(
  tx: Db,
  buyer: Buyer,
  request: CheckoutRequest,
  lines: PricedLine[],
  money: MoneySummary,
  promise: { date: string; text: string } | null,
): Promise<number> {
  const [next] = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  const id = next!.id;
  const number = orderNumber(id);
  const reference = request.customer_reference || null;
  const searchText = orderSearchText(number, reference, lines);
  await tx.insert(orders).values({
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
    searchText,
  });
  await tx.insert(orderLines).values(
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
  );
  await tx.insert(orderStatusHistory).values({ orderId: id, status: 'submitted', note: 'Order placed' });
  // A free order (every line priced 0) owes nothing, so it has no invoice.
  if (money.total > 0) {
    await createLedgerRepository(tx).record({
      accountId: buyer.accountId,
      kind: 'invoice',
      amountCents: money.total,
      orderId: id,
      reference: number,
    });
  }
  return id;
}

/** An order past the amount bound is refused like an invalid line; the rollback returns the stock it took. */
const tooLarge = (totalCents: Cents) => ({
  lines: [
    `An order can total at most ${formatAud(MAX_AMOUNT_CENTS)}; this one comes to ${formatAud(totalCents)}. Split it into several orders.`,
  ],
});

/**
 * Places an order in one transaction: claim the Idempotency-Key, resolve and save the delivery address,
 * validate and price, check a buyer's order limit, lock the account's credit, write the order, its lines, its first
 * history row and its invoice, then take the stock (last: its rows are the ones buyers contend for).
 * Any refusal or failure rolls all of it back, the order-placed notice (queued last, with `mail`) included.
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
  try {
    return await inTransaction(db, async (tx) => {
      const claim = await claimKey(tx, buyer.accountId, idempotencyKey, hash);
      if (claim.kind === 'replay') return { kind: 'replayed', status: claim.status, body: claim.body };
      if (claim.kind === 'reused_with_other_request') throw new Refused({ kind: 'key_reused' });

      const addressed = await resolveDeliveryAddress(tx, buyer.accountId, asked);
      if (!addressed.ok) throw new Refused({ kind: 'invalid', fieldErrors: addressed.fieldErrors });
      const request = addressed.request;
      const validated = await validateAndPrice(tx, buyer, request);
      if (!validated.ok) throw new Refused({ kind: 'invalid', fieldErrors: validated.fieldErrors });
      const money = summarize(validated.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
      if (isOverOrderLimit(buyer.role, buyer.orderLimitCents, money.total))
        throw new Refused({
          kind: 'over_order_limit',
          limitCents: buyer.orderLimitCents!,
          orderCents: money.total,
        });
      const credit = await lockCreditPosition(tx, buyer.accountId);
      const tooBig = money.total > MAX_AMOUNT_CENTS;
      const overCredit = credit.balanceCents + money.total > credit.limitCents;

      const promise = await createDeliveryService(tx, now).promise(buyer.departmentId, {
        warehouseId: request.warehouse_id,
        shipType: request.ship_type,
        postcode: request.delivery_address?.postcode,
      });
      // An order refused below is not written (its total may be past the column's bound).
      const id =
        tooBig || overCredit ? 0 : await writeOrder(tx, buyer, request, validated.lines, money, promise);
      // The stock rows are the ones every buyer shares: they are locked last, so each is held for the few
      // statements left before the commit rather than for the whole checkout. A short line is still
      // answered first, then the amount bound, then the credit limit; any refusal rolls everything back.
      const short = await takeStock(tx, request.warehouse_id, validated.lines, {
        kind: 'sale',
        orderId: id || null,
        userId: buyer.userId,
      });
      if (short.length > 0)
        throw new Refused({
          kind: 'insufficient_stock',
          warehouseName: validated.warehouseName,
          lines: short,
        });
      if (tooBig) throw new Refused({ kind: 'invalid', fieldErrors: tooLarge(money.total) });
      if (overCredit) throw new Refused({ kind: 'over_credit_limit', ...credit, orderCents: money.total });
      if (mail) await queueOrderPlacedMail(tx, mail, id);
      const order = await createOrdersRepository(tx).find(buyer.accountId, id);
      const body = { data: order! };
      await recordResponse(tx, buyer.accountId, idempotencyKey, id, 201, body);
      return { kind: 'placed', status: 201, body } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
