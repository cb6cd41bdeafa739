import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '@tyreline/domain/delivery';
import { dueDate } from '@tyreline/domain/payment-terms';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { checkout, deliveryOrder, stockedProducts, TRADE } from '../../../test/support/orders.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { SALES, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: string;
beforeAll(async () => {
  t = await startTestApp();
  trade = (await t.authAs(TRADE)).authorization;
});
afterAll(() => t?.close());

const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

/** '2026-12-30' → '30 Dec 2026', as the documents print a date. */
const printed = (date: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

describe('the tax invoice an accountant accepts', () => {
  it('shows the due date from the account’s terms, both ABNs, the billing address and how to pay', async () => {
    const products = await stockedProducts(t.database.db, 7, 1, 1);
    const placed = await checkout(t, trade, deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as { id: number; number: string; created_at: string };

    const text = await pdfText((await get(`/api/cus/orders/${order.id}/invoice`, trade)).rawPayload);
    // Southside Tyre & Auto pays 30 days end of month.
    const invoiceDate = localDateTime(new Date(order.created_at), 'Australia/Brisbane').date;
    const due = dueDate(invoiceDate, { days: 30, basis: 'month_end' });
    expect(text).toContain(`Due date ${printed(due)}`);
    expect(text).toContain('Terms 30 days end of month');
    expect(text).toContain('Tyreline Wholesale Pty Ltd');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('07 3277 0100');
    expect(text).toContain('ABN 11 334 455 667');
    expect(text).toContain('PO Box 412');
    expect(text).toContain('Coorparoo QLD 4151');
    expect(text).toContain(`Please pay by ${printed(due)} by bank transfer`);
    expect(text).toMatch(/BSB 123-456\s+Account 12345678\s+Account name Tyreline Wholesale Pty Ltd/);
    expect(text).toContain(`Reference ${order.number}`);
  });
});

describe('the statement’s ageing', () => {
  let customer: string;
  beforeAll(async () => {
    // An account on 30 days from invoice, its ledger written at Brisbane noon on chosen days.
    const sales = await staffAuth(t, SALES);
    const account = await staffCall(t, sales, '/api/staff/accounts', {
      name: 'Ageing Motors Pty Ltd',
      department_id: 7,
      email: null,
      phone: null,
      logo: null,
      credit_limit: 10_000,
      discount: 0,
      get_price_switch: 0,
      remaining_searches: 0,
      payment_terms_days: 30,
      payment_terms_basis: 'invoice',
    });
    const id = account.json().data.id as number;
    const user = await staffCall(t, sales, `/api/staff/accounts/${id}/users`, {
      username: 'ageing@ageing.example',
      password: DEMO_PASSWORD,
    });
    expect(user.statusCode, user.body).toBe(201);
    const ledger: [day: string, kind: string, cents: number, reference: string][] = [
      ['2026-01-10', 'invoice', 160_050, 'SO-A1'], // due 9 Feb: 141 days late on 30 June
      ['2026-03-20', 'invoice', 80_000, 'SO-A2'], // due 19 Apr: 72 days
      ['2026-04-20', 'invoice', 40_000, 'SO-A3'], // due 20 May: 41 days
      ['2026-05-20', 'invoice', 20_000, 'SO-A4'], // due 19 Jun: 11 days
      ['2026-06-10', 'invoice', 10_000, 'SO-A5'], // due 10 Jul: not yet due
      ['2026-06-15', 'payment', -5_000, 'EFT 0615'], // settles the oldest first
      ['2026-07-05', 'invoice', 99_900, 'SO-A6'], // after the period: not in its ageing
    ];
    for (const [day, kind, cents, reference] of ledger)
      await t.database.db.execute(
        sql`insert into ledger_entries (account_id, kind, amount_cents, reference, created_at)
            values (${id}, ${kind}, ${cents}, ${reference}, ${`${day}T12:00:00+10:00`})`,
      );
    customer = (await t.authAs('ageing@ageing.example')).authorization;
  });

  it('puts what is owed at the period’s end in current, 1–30, 31–60, 61–90 and over 90 days by due date (CSV)', async () => {
    const answer = await get('/api/cus/statement?from=2026-06-01&to=2026-06-30&format=csv', customer);
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.trim().split('\r\n');
    expect(lines).toEqual([
      'date,type,reference,amount,balance,due_date',
      '2026-06-01,Opening balance,,,3000.50,',
      '2026-06-10,Invoice,SO-A5,100.00,3100.50,2026-07-10',
      '2026-06-15,Payment,EFT 0615,-50.00,3050.50,',
      '2026-06-30,Closing balance,,,3050.50,',
      '2026-06-30,Ageing: Current,,100.00,,',
      '2026-06-30,Ageing: 1–30 days,,200.00,,',
      '2026-06-30,Ageing: 31–60 days,,400.00,,',
      '2026-06-30,Ageing: 61–90 days,,800.00,,',
      '2026-06-30,Ageing: Over 90 days,,1550.50,,',
    ]);
  });

  it('uses ISO dates and plain two-decimal amounts in every row of the CSV', async () => {
    const answer = await get('/api/cus/statement?from=2026-01-01&to=2026-07-31&format=csv', customer);
    for (const line of answer.body.trim().split('\r\n').slice(1)) {
      const [date, , , amount, balance, due] = line.split(',');
      expect(date, line).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const money of [amount, balance]) if (money) expect(money, line).toMatch(/^-?\d+\.\d{2}$/);
      if (due) expect(due, line).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('prints the ageing, each invoice’s due date and how to pay on the PDF', async () => {
    const answer = await get('/api/cus/statement?from=2026-06-01&to=2026-06-30', customer);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(`Ageing at ${printed('2026-06-30')}`);
    expect(text).toMatch(
      /Current 1–30 days 31–60 days 61–90 days Over 90 days Total owed\s+100\.00 200\.00 400\.00 800\.00 1,550\.50 3,050\.50/,
    );
    expect(text).toContain(`SO-A5 ${printed('2026-07-10')} 100.00`);
    expect(text).toContain('Terms 30 days from invoice');
    expect(text).toMatch(/BSB 123-456\s+Account 12345678/);
  });
});
