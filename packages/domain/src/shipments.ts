/**
 * Partial dispatch and backorders (docs/product.md §25): an order's lines go out in one or more shipments, each
 * with its own carrier reference; what has not gone yet waits on backorder until it is dispatched or cancelled
 * (restocked and credited). These rules decide what may go and what the order becomes, for server and web alike.
 */
import type { Cents } from './money.ts';
import type { OrderStatus } from './order-status.ts';

/** An order line as far as shipping goes: what was ordered, what went, what was cancelled from backorder. */
export interface ShippableLine {
  line_no: number;
  sku: string;
  name: string;
  qty: number;
  qty_shipped?: number | undefined;
  qty_cancelled?: number | undefined;
}

/** What is still to go on a line: ordered less shipped less cancelled (never below 0). */
export function outstandingQty(line: Pick<ShippableLine, 'qty' | 'qty_shipped' | 'qty_cancelled'>): number {
  return Math.max(0, line.qty - (line.qty_shipped ?? 0) - (line.qty_cancelled ?? 0));
}

/** Units still to go on the whole order. */
export function outstandingUnits(lines: readonly ShippableLine[]): number {
  return lines.reduce((sum, line) => sum + outstandingQty(line), 0);
}

/** The statuses a shipment may be made from: while picking, and while the rest waits on backorder. */
export const SHIPPABLE_STATUSES = ['picking', 'backordered'] as const satisfies readonly OrderStatus[];

export function isShippableStatus(status: OrderStatus): boolean {
  return (SHIPPABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

export interface ShipmentRequestLine {
  line_no: number;
  qty: number;
}

export type ShipmentCheck<T extends ShippableLine = ShippableLine> =
  | { ok: true; lines: (ShipmentRequestLine & { line: T })[] }
  | { ok: false; fieldErrors: Record<string, string[]> };

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/**
 * A shipment must name lines of the order, each at most once, with no more than is outstanding on it, and send
 * at least one unit. A line sent with qty 0 is left out. Each refusal names the line (`lines.2.qty`).
 */
export function checkShipment<T extends ShippableLine>(
  orderLines: readonly T[],
  requested: readonly ShipmentRequestLine[],
): ShipmentCheck<T> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  const lines: (ShipmentRequestLine & { line: T })[] = [];
  requested.forEach((asked, index) => {
    const line = orderLines.find((l) => l.line_no === asked.line_no);
    if (!line) {
      errors[`lines.${index}.line_no`] = [`The order has no line ${asked.line_no}`];
      return;
    }
    if (seen.has(asked.line_no)) {
      errors[`lines.${index}.line_no`] = [`Line ${asked.line_no} (${line.sku}) is named twice`];
      return;
    }
    seen.add(asked.line_no);
    const outstanding = outstandingQty(line);
    if (asked.qty > outstanding) {
      errors[`lines.${index}.qty`] = [
        outstanding === 0
          ? `${line.name} (${line.sku}): nothing is left to send on line ${line.line_no}`
          : `${line.name} (${line.sku}): only ${units(outstanding)} left to send on line ${line.line_no}, not ${asked.qty}`,
      ];
      return;
    }
    if (asked.qty > 0) lines.push({ ...asked, line });
  });
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  if (lines.length === 0) return { ok: false, fieldErrors: { lines: ['Send at least one unit'] } };
  return { ok: true, lines };
}

/** Where the goods end up once nothing waits: dispatched for a delivery, ready for pick-up for a pick-up. */
export function finishedShippingStatus(isPickUp: boolean): OrderStatus {
  return isPickUp ? 'ready_for_pickup' : 'dispatched';
}

/** The status after a shipment: everything gone (or cancelled) ends shipping, anything left is a backorder. */
export function statusAfterShipment(outstandingAfter: number, isPickUp: boolean): OrderStatus {
  return outstandingAfter > 0 ? 'backordered' : finishedShippingStatus(isPickUp);
}

/** The lines after `shipped` went out: their shipped quantities raised. */
export function afterShipment<T extends ShippableLine>(
  lines: readonly T[],
  shipped: readonly ShipmentRequestLine[],
): T[] {
  return lines.map((line) => {
    const sent = shipped.find((s) => s.line_no === line.line_no)?.qty ?? 0;
    return sent === 0 ? line : { ...line, qty_shipped: (line.qty_shipped ?? 0) + sent };
  });
}

/** The value of what is cancelled from backorder: each outstanding unit at its line's unit price, GST included. */
export function backorderValueCents(
  lines: readonly (Pick<ShippableLine, 'qty' | 'qty_shipped' | 'qty_cancelled'> & {
    unit_price_cents: Cents;
  })[],
): Cents {
  return lines.reduce((sum, line) => sum + line.unit_price_cents * outstandingQty(line), 0);
}

/** "2 × Pilot Sport 4 (MIC-2055516), 1 × …" */
export function describeItems(items: readonly { qty: number; name: string; sku: string }[]): string {
  return items.map((i) => `${i.qty} × ${i.name} (${i.sku})`).join(', ');
}

/**
 * The order-history line of a shipment, which the customer reads: what went, out of how many, and what is left
 * on backorder. "Dispatched 3 of 4: 3 × Pilot Sport 4 (MIC-1); 1 on backorder".
 */
export function shipmentNote({
  isPickUp,
  before,
  shipped,
}: {
  isPickUp: boolean;
  /** The order's lines before this shipment. */
  before: readonly ShippableLine[];
  shipped: readonly ShipmentRequestLine[];
}): string {
  const verb = isPickUp ? 'Ready to collect' : 'Dispatched';
  const sent = shipped.reduce((sum, s) => sum + s.qty, 0);
  const ordered = before.reduce((sum, l) => sum + l.qty - (l.qty_cancelled ?? 0), 0);
  const wentBefore = before.reduce((sum, l) => sum + (l.qty_shipped ?? 0), 0);
  const left = outstandingUnits(before) - sent;
  const howMany =
    wentBefore === 0
      ? left === 0
        ? `all ${sent}`
        : `${sent} of ${ordered}`
      : left === 0
        ? `the remaining ${sent} of ${ordered}`
        : `${sent} more of ${ordered}`;
  const items = describeItems(
    shipped.map((s) => {
      const line = before.find((l) => l.line_no === s.line_no)!;
      return { qty: s.qty, name: line.name, sku: line.sku };
    }),
  );
  return `${verb} ${howMany}: ${items}${left > 0 ? `; ${left} on backorder` : ''}`;
}
