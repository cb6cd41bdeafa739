import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAud, toCents } from '@tyreline/domain/money';
import {
  checkout,
  deliveryOrder,
  GOLD_COAST,
  stockedProducts,
  TRADE,
  accountIdOf,
} from '../../../test/support/orders.ts';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import { createLedgerRepository } from '../orders/ledger.repository.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
let order: { id: number; number: string; total: number; gst: number; lines: { sku: string; qty: number }[] };
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
  const products = await stockedProducts(t.database.db, 7, 1, 2);
  const placed = await checkout(
    t,
    trade,
    deliveryOrder(
      products.map((p, i) => ({ product_id: p.id, qty: i + 2 })),
      { customer_reference: '=HYPERLINK("http://evil.example","x")' },
    ),
  );
  expect(placed.statusCode).toBe(201);
  order = placed.json().data;
});
afterAll(() => t?.close());

const get = (url: string, authorization = trade) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('the invoice of an order', () => {
  it('is a real PDF naming the supplier with its ABN, the customer, every line, the GST and the total', async () => {
    const answer = await get(`/api/cus/orders/${order.id}/invoice`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Tyreline Wholesale Pty Ltd');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('Southside Tyre & Auto');
    expect(text).toContain('12 Logan Rd');
    expect(text).toContain(order.number);
    for (const line of order.lines) expect(text).toContain(line.sku);
    expect(text).toContain(formatAud(toCents(order.gst)));
    expect(text).toContain(formatAud(toCents(order.total)));
  });

  it('is not found for another account’s order, and refused without a token', async () => {
    const other = (await t.authAs(GOLD_COAST)).authorization;
    expect((await get(`/api/cus/orders/${order.id}/invoice`, other)).statusCode).toBe(404);
    expect((await get(`/api/cus/orders/${order.id}/invoice`, '')).statusCode).toBe(401);
    expect((await get('/api/cus/orders/2147483648/invoice')).statusCode).toBe(422);
  });
});

describe('the account statement', () => {
  // The statement's days are the account's (Brisbane's), not UTC's: after 14:00 UTC they differ.
  let today: string;
  beforeAll(async () => {
    const [account] = await rows<{ timezone: string }>(
      t.database.db,
      sql`select timezone from accounts where id = ${await accountIdOf(t.database.db, TRADE)}`,
    );
    today = new Intl.DateTimeFormat('en-CA', { timeZone: account!.timezone }).format(new Date());
  });

  it('opens with the balance before the period and closes with the balance owed at its end (PDF)', async () => {
    const balance = await createLedgerRepository(t.database.db).balanceCents(
      await accountIdOf(t.database.db, TRADE),
    );
    const answer = await get(`/api/cus/statement?from=2000-01-01&to=2099-12-31`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Statement');
    expect(text).toMatch(/Opening balance \$ 0\.00 AUD/);
    expect(text).toContain(order.number);
    expect(text).toContain(`Closing balance (owed) ${formatAud(balance)}`);
  });

  it('lists the period’s entries as CSV with opening and closing rows that add up', async () => {
    const answer = await get(`/api/cus/statement?from=${today}&to=${today}&format=csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = answer.body.trim().split('\r\n');
    expect(rows[0]).toBe('date,type,reference,amount,balance,due_date');
    expect(rows[1]).toMatch(new RegExp(`^${today},Opening balance,,,`));
    const closingRow = rows.findIndex((r) => r.includes(',Closing balance,'));
    expect(rows[closingRow]).toMatch(new RegExp(`^${today},Closing balance,,,`));
    const amounts = rows.slice(2, closingRow).map((r) => Number(r.split(',')[3]));
    const opening = Number(rows[1]!.split(',')[4]);
    const closing = Number(rows[closingRow]!.split(',')[4]);
    expect(amounts.length).toBeGreaterThan(0);
    expect(toCents(opening + amounts.reduce((a, b) => a + b, 0))).toBe(toCents(closing));
  });

  it('refuses a missing, impossible or reversed period with 422 and field errors', async () => {
    const cases: [string, string][] = [
      ['', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-03-01&to=2026-02-01', 'to'],
      ['from=2026-03-01&to=2026-03-02&format=xlsx', 'format'],
    ];
    for (const [query, field] of cases) {
      const answer = await get(`/api/cus/statement?${query}`);
      expect(answer.statusCode, query).toBe(422);
      expect(Object.keys(answer.json().errors), query).toContain(field);
    }
  });
});

describe('the order list as CSV', () => {
  it('exports the filtered orders with every text cell safe from formula injection', async () => {
    const answer = await get(`/api/cus/orders/export?q=${encodeURIComponent(order.number)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const rows = answer.body.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe('number,date,status,reference,ship_type,warehouse,lines,total,tracking');
    expect(rows[1]).toContain(`${order.number},`);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(rows[1]).toContain(`,${order.total},`);
  });

  it('holds none of another account’s orders', async () => {
    const other = (await t.authAs(GOLD_COAST)).authorization;
    const answer = await get(`/api/cus/orders/export?q=${encodeURIComponent(order.number)}`, other);
    expect(answer.body.trim().split('\r\n')).toHaveLength(1);
  });
});
