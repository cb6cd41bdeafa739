import { describe, expect, it } from 'vitest';
import type { Product } from './contract/catalogue.ts';
import { defaultPick, parseQuickOrder } from './quick-order.ts';

const items = (text: string) =>
  parseQuickOrder(text).map((l) => ('error' in l ? { error: l.error } : { item: l.item, qty: l.qty }));

describe('parseQuickOrder', () => {
  it('reads a size in any spelling with a quantity after x, ×, *, a comma or a space', () => {
    const size = { width: 205, profile: 55, rim: 16 };
    for (const line of [
      '2055516 x4',
      '2055516x4',
      '205/55R16 × 4',
      '205/55R16*4',
      '205/55/16, 4',
      '205 55 16 qty 4',
    ]) {
      expect(items(line), line).toEqual([
        { item: { kind: 'size', size: expect.objectContaining(size), text: expect.any(String) }, qty: 4 },
      ]);
    }
  });

  it('reads a bare size as one of it, not as a quantity, in any spelling', () => {
    expect(items('205 55 16')).toEqual([
      {
        item: {
          kind: 'size',
          size: expect.objectContaining({ width: 205, profile: 55, rim: 16 }),
          text: '205 55 16',
        },
        qty: 1,
      },
    ]);
    const [line] = parseQuickOrder('2055516');
    expect(line).toMatchObject({
      item: { kind: 'size', size: { width: 205, profile: 55, rim: 16 } },
      qty: 1,
      qtyGiven: false,
    });
  });

  it('reads a SKU with a quantity, and a sku,qty CSV with its header row skipped', () => {
    expect(items('MIC-2055516-PS4 2')).toEqual([{ item: { kind: 'sku', sku: 'MIC-2055516-PS4' }, qty: 2 }]);
    expect(items('sku,qty\r\nbri-2055516-t005,4\r\n"VAL-TR413",10\r\n')).toEqual([
      { item: { kind: 'sku', sku: 'BRI-2055516-T005' }, qty: 4 },
      { item: { kind: 'sku', sku: 'VAL-TR413' }, qty: 10 },
    ]);
  });

  it('keeps the line number of each line, skipping blank lines', () => {
    expect(parseQuickOrder('\n2055516 x4\n\nMIC-1 2').map((l) => l.line)).toEqual([2, 4]);
  });

  it('says why a line cannot be read, and refuses a quantity of 0 or past 9999', () => {
    expect(items('please send tyres')).toEqual([{ error: 'is not a tyre size or a SKU we can read' }]);
    expect(items('MIC-1 x0')).toEqual([{ error: 'quantity must be from 1 to 9999' }]);
    expect(items('MIC-1 x10000')).toEqual([{ error: 'quantity must be from 1 to 9999' }]);
  });
});

describe('parseQuickOrder with SKUs that look like quantities', () => {
  it('reads ABC-X4 as a SKU, since a SKU never ends in a dash', () => {
    expect(items('ABC-X4')).toEqual([{ item: { kind: 'sku', sku: 'ABC-X4' }, qty: 1 }]);
  });
});

describe('parseQuickOrder with a bad quantity', () => {
  it('names the quantity, not the item, when a size or SKU is followed by something that is not one', () => {
    for (const [line, qty] of [
      ['205/55R16 x -2', '-2'],
      ['2055516 x 2.5', '2.5'],
      ['MIC-2055516-PS4, four', 'four'],
      ['205/55R16 * 12345678', '12345678'],
    ]) {
      expect(items(line!), line).toEqual([
        { error: `quantity "${qty}" is not a whole number from 1 to 9999` },
      ]);
    }
    expect(items('please send tyres')).toEqual([{ error: 'is not a tyre size or a SKU we can read' }]);
  });

  it('keeps the load index and speed rating typed after a size, to filter the candidates', () => {
    const [line] = parseQuickOrder('205/55R16 91V x4');
    expect(line).toMatchObject({
      item: { kind: 'size', size: { width: 205, profile: 55, rim: 16, loadIndex: 91, speedRating: 'V' } },
      qty: 4,
    });
  });
});

describe('defaultPick', () => {
  const product = (id: number, stock: Record<number, number | '8+'>, price?: number): Product =>
    ({
      id,
      warehouse_availability: Object.entries(stock).map(([w, availability]) => ({
        id: Number(w),
        name: `W${w}`,
        availability,
      })),
      price: price === undefined ? null : { id, bestPrice: price, specialPrice: 0, isSpecialOffer: false },
    }) as Product;

  it('picks the best stocked at the chosen warehouse, then the cheapest', () => {
    const a = product(1, { 1: 2, 2: '8+' }, 100);
    const b = product(2, { 1: 5, 2: 0 }, 150);
    const c = product(3, { 1: 5, 2: 1 }, 120);
    expect(defaultPick([a, b, c], 1)?.id).toBe(3);
    expect(defaultPick([a, b, c], 2)?.id).toBe(1);
  });

  it('uses the account’s first warehouse when none is chosen, and sorts unknown prices last', () => {
    const unpriced = product(1, { 1: 4 });
    const priced = product(2, { 1: 4 }, 300);
    expect(defaultPick([unpriced, priced])?.id).toBe(2);
    expect(defaultPick([])).toBeUndefined();
  });
});
