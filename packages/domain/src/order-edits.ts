/**
 * Order edits (docs/product.md §24): before picking, staff change a line's quantity, remove a line or add
 * one. What may still be edited, and what an edit changes, live here once, used by server and web alike.
 */
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';

/** Statuses whose lines may still change: nobody has started picking the goods. */
export const EDITABLE_ORDER_STATUSES = ['submitted', 'confirmed'] as const satisfies readonly OrderStatus[];

export function isOrderEditable(status: OrderStatus): boolean {
  return (EDITABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Why an order's lines can no longer change, naming its status: `SO-000123 is picking and can no longer be changed`. */
export function notEditableMessage(number: string, status: OrderStatus): string {
  return `${number} is ${ORDER_STATUS_LABELS[status].toLowerCase()} and can no longer be changed.`;
}

/** Removing every line is not an edit: the order is cancelled instead (stock back, invoice credited). */
export const EMPTY_EDIT_MESSAGE = 'An order needs at least one line: cancel the order instead.';

/** A line as the order holds it (or as an added one would be priced). */
export interface EditLine {
  product_id: number;
  sku: string;
  name: string;
  /** In cents. */
  unit_price_cents: number;
  qty: number;
}

/** What one product's quantity does in an edit: from 0 is added, to 0 is removed. */
export interface LineChange {
  product_id: number;
  sku: string;
  name: string;
  unit_price_cents: number;
  from: number;
  to: number;
}

/**
 * The changes from the order's lines to the wanted ones, in the order's line order then the added ones;
 * products whose quantity stays the same are left out. A product wanted twice counts once, with both
 * quantities. `priceOf` names an added product's line (its price now); an existing line keeps its own.
 */
export function orderLineChanges(
  before: readonly EditLine[],
  wanted: readonly { product_id: number; qty: number }[],
  added: ReadonlyMap<number, EditLine> = new Map(),
): LineChange[] {
  const wantedQty = new Map<number, number>();
  for (const line of wanted) wantedQty.set(line.product_id, (wantedQty.get(line.product_id) ?? 0) + line.qty);
  const changes: LineChange[] = [];
  const held = new Set<number>();
  for (const line of before) {
    held.add(line.product_id);
    const to = wantedQty.get(line.product_id) ?? 0;
    if (to !== line.qty) changes.push({ ...pick(line), from: line.qty, to });
  }
  for (const [productId, qty] of wantedQty) {
    if (held.has(productId) || qty === 0) continue;
    const line = added.get(productId);
    if (line) changes.push({ ...pick(line), from: 0, to: qty });
  }
  return changes;
}

const pick = (line: Omit<EditLine, 'qty'>) => ({
  product_id: line.product_id,
  sku: line.sku,
  name: line.name,
  unit_price_cents: line.unit_price_cents,
});

/** The order's lines after the changes: kept lines in their order with their price, added ones after. */
export function linesAfter(before: readonly EditLine[], changes: readonly LineChange[]): EditLine[] {
  const byProduct = new Map(changes.map((c) => [c.product_id, c]));
  const kept = before
    .map((line) => ({ ...line, qty: byProduct.get(line.product_id)?.to ?? line.qty }))
    .filter((line) => line.qty > 0);
  const added = changes.filter((c) => c.from === 0 && c.to > 0).map((c) => ({ ...pick(c), qty: c.to }));
  return [...kept, ...added];
}

/** What the edit adds to (positive) or takes off (negative) the order's total, GST inclusive, in cents. */
export function totalChangeCents(changes: readonly LineChange[]): number {
  return changes.reduce((sum, c) => sum + c.unit_price_cents * (c.to - c.from), 0);
}

/**
 * The edit in words, as the order's history shows it to the customer:
 * `Order changed: 4 → 2 × Michelin Pilot Sport 4; added 2 × Bridgestone Potenza; removed Valve caps`.
 */
export function orderEditSummary(changes: readonly LineChange[]): string {
  const parts = changes.map((c) =>
    c.from === 0
      ? `added ${c.to} × ${c.name}`
      : c.to === 0
        ? `removed ${c.from} × ${c.name}`
        : `${c.from} → ${c.to} × ${c.name}`,
  );
  return parts.length === 0 ? 'Order changed: nothing' : `Order changed: ${parts.join('; ')}`;
}
