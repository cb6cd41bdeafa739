import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOrderEditable,
  linesAfter,
  notEditableMessage,
  orderEditSummary,
  orderLineChanges,
  totalChangeCents,
  type EditLine,
} from './order-edits.ts';
import { ORDER_STATUSES } from './order-status.ts';

const michelin: EditLine = {
  product_id: 1,
  sku: 'MIC-1',
  name: 'Michelin Pilot Sport 4',
  unit_price_cents: 25_000,
  qty: 4,
};
const valves: EditLine = { product_id: 2, sku: 'VAL-1', name: 'Valve caps', unit_price_cents: 500, qty: 1 };
const potenza: EditLine = {
  product_id: 3,
  sku: 'BRI-1',
  name: 'Bridgestone Potenza',
  unit_price_cents: 30_000,
  qty: 0,
};

describe('what may still be edited', () => {
  it('allows a submitted or confirmed order and nothing from picking on', () => {
    expect(ORDER_STATUSES.filter(isOrderEditable)).toEqual(['submitted', 'confirmed']);
  });

  it('names the order and its status when it is too late', () => {
    expect(notEditableMessage('SO-000123', 'picking')).toBe(
      'SO-000123 is picking and can no longer be changed.',
    );
    expect(notEditableMessage('SO-000123', 'ready_for_pickup')).toBe(
      'SO-000123 is ready for pick-up and can no longer be changed.',
    );
  });
});

describe('an edit’s changes', () => {
  const before = [michelin, valves];

  it('reads a changed quantity, a removed line and an added one, leaving unchanged lines out', () => {
    const changes = orderLineChanges(
      before,
      [
        { product_id: 1, qty: 2 },
        { product_id: 3, qty: 2 },
      ],
      new Map([[3, potenza]]),
    );
    expect(changes.map((c) => [c.product_id, c.from, c.to])).toEqual([
      [1, 4, 2],
      [2, 1, 0],
      [3, 0, 2],
    ]);
    expect(orderEditSummary(changes)).toBe(
      'Order changed: 4 → 2 × Michelin Pilot Sport 4; removed 1 × Valve caps; added 2 × Bridgestone Potenza',
    );
    expect(totalChangeCents(changes)).toBe(-50_000 - 500 + 60_000);
    expect(linesAfter(before, changes).map((l) => [l.product_id, l.qty, l.unit_price_cents])).toEqual([
      [1, 2, 25_000],
      [3, 2, 30_000],
    ]);
  });

  it('keeps the price charged at checkout for a line that stays, and adds a product wanted twice once', () => {
    const changes = orderLineChanges(
      before,
      [
        { product_id: 1, qty: 3 },
        { product_id: 1, qty: 2 },
        { product_id: 2, qty: 1 },
      ],
      new Map([[1, { ...michelin, unit_price_cents: 1 }]]),
    );
    expect(changes).toEqual([
      {
        product_id: 1,
        sku: 'MIC-1',
        name: 'Michelin Pilot Sport 4',
        unit_price_cents: 25_000,
        from: 4,
        to: 5,
      },
    ]);
  });

  it('moves the total by exactly the difference of the lines’ totals, whatever the edit', () => {
    const line = fc.record({
      product_id: fc.integer({ min: 1, max: 6 }),
      qty: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (wanted) => {
        const priced = new Map(
          [1, 2, 3, 4, 5, 6].map((id) => [
            id,
            { ...potenza, product_id: id, name: `P${id}`, unit_price_cents: id * 100 },
          ]),
        );
        const changes = orderLineChanges(before, wanted, priced);
        const after = linesAfter(before, changes);
        const total = (lines: EditLine[]) => lines.reduce((s, l) => s + l.unit_price_cents * l.qty, 0);
        expect(total(after) - total(before)).toBe(totalChangeCents(changes));
        expect(new Set(after.map((l) => l.product_id)).size).toBe(after.length);
        expect(after.every((l) => l.qty > 0)).toBe(true);
      }),
    );
  });
});
