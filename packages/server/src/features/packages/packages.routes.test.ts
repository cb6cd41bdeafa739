import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import { TRADE, setStock } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let viewer: string;
const ids: Record<'wheel' | 'tyre' | 'narrow' | 'valve' | 'nut', number> = {
  wheel: 0,
  tyre: 0,
  narrow: 0,
  valve: 0,
  nut: 0,
};

async function idOf(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from products where department_id = 7 and name like ${name} order by id limit 1`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  viewer = (await t.authAs(TRADE_TEAM[1]!.username)).authorization;
  ids.wheel = await idOf('King Raptor 17x8 6x139.7 ET25%'); // a Ranger wheel
  ids.tyre = await idOf('Dunlop Grandtrek AT25 265/65R17%');
  ids.narrow = await idOf('Advanti Storm S2 17x7.5%');
  ids.valve = await idOf('%TR413 snap-in valve%');
  ids.nut = await idOf('%Acorn wheel nut M12x1.5%');
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST', url: string, body?: object, authorization = trade) =>
  t.app.inject({ method, url, headers: { authorization }, ...(body ? { payload: body } : {}) });

describe('the tyres that go on a wheel', () => {
  it('are in the wheel’s rim diameter with a width its rim takes, each with why', async () => {
    const answer = await inject('GET', `/api/cus/packages/tyres?wheel_id=${ids.wheel}`);
    expect(answer.statusCode).toBe(200);
    const { wheel, tyres } = answer.json().data;
    expect(wheel.id).toBe(ids.wheel);
    expect(tyres.map((x: { product: { id: number } }) => x.product.id)).toContain(ids.tyre);
    for (const { product, reason } of tyres) {
      expect(product.rim).toBe(17);
      expect(reason).toContain('8" rim');
    }
  });

  it('is a 404 for an unknown wheel and a 422 for a product that is not a wheel or a bad id', async () => {
    expect((await inject('GET', '/api/cus/packages/tyres?wheel_id=2147483000')).statusCode).toBe(404);
    const notWheel = await inject('GET', `/api/cus/packages/tyres?wheel_id=${ids.tyre}`);
    expect(notWheel.statusCode).toBe(422);
    expect(notWheel.json().message).toContain('is not a wheel');
    expect((await inject('GET', '/api/cus/packages/tyres?wheel_id=abc')).statusCode).toBe(422);
  });
});

describe('checking a package', () => {
  const body = () => ({
    wheel_id: ids.wheel,
    tyre_id: ids.tyre,
    add_ons: [
      { product_id: ids.nut, qty: 1 },
      { product_id: ids.valve, qty: 1 },
    ],
  });

  it('prices four sets and the add-ons line by line, and their sum', async () => {
    const answer = await inject('POST', '/api/cus/packages/check', body());
    expect(answer.statusCode).toBe(200);
    const { lines, total, short_lines } = answer.json().data;
    expect(lines.map((l: { role: string; qty: number }) => [l.role, l.qty])).toEqual([
      ['wheel', 4],
      ['tyre', 4],
      ['add_on', 1],
      ['add_on', 1],
    ]);
    const sum = lines.reduce((s: number, l: { line_total: number }) => s + Math.round(l.line_total * 100), 0);
    expect(Math.round(total * 100)).toBe(sum);
    expect(lines[0].line_total).toBeCloseTo(lines[0].unit_price * 4, 2);
    expect(short_lines).toEqual([]);
  });

  it('names each line the stock cannot fill', async () => {
    const [warehouse] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from warehouses where department_id = 7 order by id`,
    );
    const held = await rows<{ warehouse_id: number; quantity: number }>(
      t.database.db,
      sql`select warehouse_id, quantity from stock where product_id = ${ids.wheel}`,
    );
    for (const s of held) await setStock(t.database.db, ids.wheel, s.warehouse_id, 0);
    await setStock(t.database.db, ids.wheel, warehouse!.id, 3);
    try {
      const answer = await inject('POST', '/api/cus/packages/check', body());
      expect(answer.statusCode).toBe(200);
      const { short_lines, lines } = answer.json().data;
      expect(short_lines).toEqual([`${lines[0].product.name}: the package needs 4, only 3 in stock`]);
      expect(lines[1].short).toBeNull();
    } finally {
      for (const s of held) await setStock(t.database.db, ids.wheel, s.warehouse_id, s.quantity);
    }
  });

  it('refuses a tyre that does not fit, a non-accessory add-on, a wheel that is not one and bad sets with 422s', async () => {
    const narrowTyre = await idOf('%205/55R16%');
    const cases: [object, string][] = [
      [{ ...body(), tyre_id: narrowTyre }, 'tyre_id'],
      [{ ...body(), add_ons: [{ product_id: ids.tyre + 0, qty: 1 }] }, 'add_ons'],
      [{ ...body(), wheel_id: ids.valve }, 'wheel_id'],
      [{ ...body(), sets: 0 }, 'sets'],
      [{ ...body(), sets: 9 }, 'sets'],
      [{ ...body(), add_ons: [{ product_id: ids.nut, qty: -1 }] }, 'add_ons'],
      [{ ...body(), wheel_id: 2147483000 }, 'wheel_id'],
    ];
    for (const [payload, field] of cases) {
      const answer = await inject('POST', '/api/cus/packages/check', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(answer.json().errors ?? {}).join(' ')).toContain(field);
    }
  });

  it('gives a viewer the lines and stock but no money', async () => {
    const answer = await inject('POST', '/api/cus/packages/check', body(), viewer);
    expect(answer.statusCode).toBe(200);
    const { lines, total } = answer.json().data;
    expect(total).toBeNull();
    expect(lines.every((l: { unit_price: null }) => l.unit_price === null)).toBe(true);
  });
});
