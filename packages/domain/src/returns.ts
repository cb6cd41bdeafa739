/**
 * Returns (docs/product.md §21): a customer sends back some lines and quantities of a delivered or collected
 * order within the account's return window; staff approve or reject, then receive the goods. The rules that
 * decide what may be returned and what is credited live here, used by server and web alike.
 */
import { addDays, instantOf, localDateTime } from './delivery.ts';
import type { Cents } from './money.ts';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
};

export const RETURN_REASONS = ['ordered_wrong', 'damaged_in_transit', 'not_needed'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  ordered_wrong: 'Ordered wrong',
  damaged_in_transit: 'Damaged in transit',
  not_needed: 'Not needed',
};

/** What a received line becomes: back on the shelf, or written off. */
export const RETURN_CONDITIONS = ['saleable', 'write_off'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Days after delivery or collection in which an account may ask to return goods, unless staff set another. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

/** The order statuses from which goods may be returned: the goods reached the customer. */
export const RETURNABLE_ORDER_STATUSES = ['delivered', 'collected'] as const;

export function isReturnableOrderStatus(status: string): boolean {
  return (RETURNABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * The restocking fee each reason carries, in basis points of the received goods' value (1,000 = 10 %):
 * goods the customer ordered wrongly or no longer needs pay for their handling; goods damaged on the way do not.
 */
export const RESTOCKING_FEE_BASIS_POINTS: Record<ReturnReason, number> = {
  ordered_wrong: 1_000,
  damaged_in_transit: 0,
  not_needed: 1_500,
};

/** "10 % restocking fee", "No restocking fee": how the form and the return's page name a reason's fee. */
export function restockingFeeLabel(reason: ReturnReason): string {
  const points = RESTOCKING_FEE_BASIS_POINTS[reason];
  return points === 0 ? 'No restocking fee' : `${points / 100} % restocking fee`;
}

/** The fee on `valueCents` of goods returned for `reason`, rounded to the cent (half away from zero). */
export function restockingFee(reason: ReturnReason, valueCents: Cents): Cents {
  return Math.round((valueCents * RESTOCKING_FEE_BASIS_POINTS[reason]) / 10_000);
}

export interface ReturnCredit {
  /** The received lines at their order unit price, GST included. */
  valueCents: Cents;
  feeCents: Cents;
  /** What the credit note gives: the value less the fee. */
  creditCents: Cents;
}

/**
 * The credit for a received return: every received line (saleable or written off alike) at the unit price it
 * was ordered at, less the reason's restocking fee.
 */
export function returnCredit(
  reason: ReturnReason,
  lines: readonly { unitPriceCents: Cents; qty: number }[],
): ReturnCredit {
  const valueCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
  const feeCents = restockingFee(reason, valueCents);
  return { valueCents, feeCents, creditCents: valueCents - feeCents };
}

/**
 * When an account's return window closes: at the end of the local day (in the account's time zone) `days`
 * days after the day the order was delivered or collected. Delivered on 3 March with 30 days: returns are
 * taken until 2 April 23:59:59 local time, whatever the hour of the delivery.
 */
export function returnWindowEnd(deliveredAt: Date, days: number, timeZone: string): Date {
  const { date } = localDateTime(deliveredAt, timeZone);
  return instantOf(addDays(date, days + 1), '00:00', timeZone);
}

/** Whether `now` is still inside the return window of goods delivered at `deliveredAt`. */
export function isWithinReturnWindow(deliveredAt: Date, days: number, timeZone: string, now: Date): boolean {
  return now.getTime() < returnWindowEnd(deliveredAt, days, timeZone).getTime();
}

/**
 * How many of an order line may still be returned: what was delivered (ordered less cancelled) less what is
 * already in returns that were not rejected (requested, approved or received). Never below 0.
 */
export function returnableQty(line: { qty: number; qtyCancelled: number }, alreadyInReturns: number): number {
  return Math.max(0, line.qty - line.qtyCancelled - alreadyInReturns);
}

/** Why an order takes no return request, or null when it does (some quantity left, inside the window). */
export function returnRefusal(order: {
  status: string;
  deliveredAt: Date | null;
  windowDays: number;
  timeZone: string;
  now: Date;
  returnableUnits: number;
}): string | null {
  if (!isReturnableOrderStatus(order.status) || !order.deliveredAt)
    return 'Only a delivered or collected order can be returned.';
  if (!isWithinReturnWindow(order.deliveredAt, order.windowDays, order.timeZone, order.now))
    return `The return window of ${order.windowDays} days after delivery has closed.`;
  if (order.returnableUnits <= 0) return 'Everything on this order is already being returned.';
  return null;
}

/** The statuses a return may move to from `status` (staff's decisions and the receipt). */
export function nextReturnStatuses(status: ReturnStatus): ReturnStatus[] {
  switch (status) {
    case 'requested':
      return ['approved', 'rejected'];
    case 'approved':
      return ['received'];
    default:
      return [];
  }
}
