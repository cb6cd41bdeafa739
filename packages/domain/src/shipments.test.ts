import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterShipment,
  backorderValueCents,
  checkShipment,
  isShippableStatus,
  outstandingQty,
  outstandingUnits,
  shipmentNote,
  statusAfterShipment,
  type ShippableLine,
} from './shipments.ts';

const lines: ShippableLine[] = [
  { line_no: 1, sku: 'MIC-1', name: 'Pilot Sport 4', qty: 4 },
  { line_no: 2, sku: 'VAL-9', name: 'Valve stem', qty: 2, qty_shipped: 1, qty_cancelled: 1 },
];

describe('partial dispatch', () => {
  it('leaves outstanding what was ordered less what went and what was cancelled', () => {
    expect(outstandingQty({ qty: 4 })).toBe(4);
    expect(outstandingQty({ qty: 4, qty_shipped: 3 })).toBe(1);
    expect(outstandingQty({ qty: 4, qty_shipped: 3, qty_cancelled: 1 })).toBe(0);
    expect(outstandingUnits(lines)).toBe(4);
  });

  it('ships from picking or backordered only', () => {
    expect(isShippableStatus('picking')).toBe(true);
    expect(isShippableStatus('backordered')).toBe(true);
    expect(isShippableStatus('confirmed')).toBe(false);
    expect(isShippableStatus('dispatched')).toBe(false);
  });

  it('accepts up to the outstanding quantity of each line and leaves out lines sent with 0', () => {
    const checked = checkShipment(lines, [
      { line_no: 1, qty: 3 },
      { line_no: 2, qty: 0 },
    ]);
    expect(checked).toMatchObject({ ok: true, lines: [{ line_no: 1, qty: 3 }] });
  });

  it('refuses more than is outstanding, naming the line and what is left', () => {
    expect(checkShipment(lines, [{ line_no: 1, qty: 5 }])).toEqual({
      ok: false,
      fieldErrors: {
        'lines.0.qty': ['Pilot Sport 4 (MIC-1): only 4 units left to send on line 1, not 5'],
      },
    });
    expect(checkShipment(lines, [{ line_no: 2, qty: 1 }])).toEqual({
      ok: false,
      fieldErrors: { 'lines.0.qty': ['Valve stem (VAL-9): nothing is left to send on line 2'] },
    });
  });

  it('refuses an unknown line, a line named twice, and a shipment of nothing', () => {
    expect(checkShipment(lines, [{ line_no: 7, qty: 1 }])).toEqual({
      ok: false,
      fieldErrors: { 'lines.0.line_no': ['The order has no line 7'] },
    });
    expect(
      checkShipment(lines, [
        { line_no: 1, qty: 1 },
        { line_no: 1, qty: 1 },
      ]),
    ).toMatchObject({ ok: false, fieldErrors: { 'lines.1.line_no': [expect.stringContaining('twice')] } });
    expect(checkShipment(lines, [{ line_no: 1, qty: 0 }])).toEqual({
      ok: false,
      fieldErrors: { lines: ['Send at least one unit'] },
    });
  });

  it('ends shipping when nothing is outstanding, by ship type, and backorders the rest otherwise', () => {
    expect(statusAfterShipment(0, false)).toBe('dispatched');
    expect(statusAfterShipment(0, true)).toBe('ready_for_pickup');
    expect(statusAfterShipment(1, false)).toBe('backordered');
    expect(statusAfterShipment(1, true)).toBe('backordered');
  });

  it('never lets the shipments of an order send more than it ordered, whatever is asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat(9)), { maxLength: 12 }),
        (quantities, asks) => {
          let current: ShippableLine[] = quantities.map((qty, i) => ({
            line_no: i + 1,
            sku: `S${i}`,
            name: `P${i}`,
            qty,
          }));
          for (const [lineIndex, qty] of asks) {
            const asked = [{ line_no: lineIndex + 1, qty }];
            const checked = checkShipment(current, asked);
            if (checked.ok) current = afterShipment(current, checked.lines);
          }
          for (const line of current) expect(line.qty_shipped ?? 0).toBeLessThanOrEqual(line.qty);
        },
      ),
    );
  });

  it('values a cancelled backorder at each outstanding unit’s price, GST included', () => {
    expect(
      backorderValueCents([
        { qty: 4, qty_shipped: 3, unit_price_cents: 24_950 },
        { qty: 2, qty_shipped: 0, qty_cancelled: 0, unit_price_cents: 1_000 },
        { qty: 1, qty_shipped: 1, unit_price_cents: 99_999 },
      ]),
    ).toBe(24_950 + 2_000);
  });

  it('tells the customer what went, out of how many, and what is on backorder', () => {
    const order: ShippableLine[] = [
      { line_no: 1, sku: 'MIC-1', name: 'Pilot Sport 4', qty: 3 },
      { line_no: 2, sku: 'VAL-9', name: 'Valve stem', qty: 1 },
    ];
    const first = [{ line_no: 1, qty: 3 }];
    expect(shipmentNote({ isPickUp: false, before: order, shipped: first })).toBe(
      'Dispatched 3 of 4: 3 × Pilot Sport 4 (MIC-1); 1 on backorder',
    );
    expect(
      shipmentNote({
        isPickUp: false,
        before: afterShipment(order, first),
        shipped: [{ line_no: 2, qty: 1 }],
      }),
    ).toBe('Dispatched the remaining 1 of 4: 1 × Valve stem (VAL-9)');
    expect(
      shipmentNote({
        isPickUp: true,
        before: order,
        shipped: [
          { line_no: 1, qty: 3 },
          { line_no: 2, qty: 1 },
        ],
      }),
    ).toBe('Ready to collect all 4: 3 × Pilot Sport 4 (MIC-1), 1 × Valve stem (VAL-9)');
    expect(
      shipmentNote({
        isPickUp: false,
        before: afterShipment(order, [{ line_no: 1, qty: 1 }]),
        shipped: [{ line_no: 1, qty: 1 }],
      }),
    ).toBe('Dispatched 1 more of 4: 1 × Pilot Sport 4 (MIC-1); 2 on backorder');
  });
});
