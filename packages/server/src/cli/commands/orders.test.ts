import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  stockOf,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { rows } from '../../db/client.ts';
import { CliError } from '../command.ts';
import { orderCommands } from './orders.ts';

let t: TestApp;
let auth: string;
let products: { id: number }[];

const command = (name: string) => orderCommands.find((c) => c.name === name)!;
async function run(name: string, values: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  await command(name).run({ db: t.database.db, values, positionals: [], out: (line) => lines.push(line) });
  return lines;
}
async function place(qty = 2, extra = {}) {
  const response = await checkout(t, auth, deliveryOrder([{ product_id: products[0]!.id, qty }], extra));
  return response.json().data as { id: number; number: string; total: number };
}
async function customerView(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cus/orders/${id}`,
    headers: { authorization: auth },
  });
  return response.json().data;
}
const balance = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/cus/order-statistics/XeroBalance',
      headers: { authorization: auth },
    })
  ).json().data.xeroBalance;

beforeAll(async () => {
  t = await startTestApp();
  auth = (await t.authAs(TRADE)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 1, 100);
});
afterAll(() => t?.close());

describe('staff moving an order along its status flow', () => {
  it('takes a delivery from submitted to delivered with a tracking reference, each change a dated history row', async () => {
    const order = await place();
    for (const to of ['confirmed', 'picking', 'dispatched']) {
      expect(await run('order:advance', { order: order.number, to })).toEqual([
        `${order.number} is now ${to}.`,
      ]);
    }
    await run('order:track', { order: order.number, reference: 'TOLL-88123' });
    await run('order:advance', { order: String(order.id), to: 'delivered', note: 'Signed by J. Smith' });
    const seen = await customerView(order.id);
    expect(seen.status).toBe('delivered');
    expect(seen.tracking_reference).toBe('TOLL-88123');
    expect(seen.status_history.map((h: { status: string }) => h.status)).toEqual([
      'submitted',
      'confirmed',
      'picking',
      'dispatched',
      'dispatched',
      'delivered',
    ]);
    expect(seen.status_history[4].note).toBe('Tracking reference TOLL-88123');
    expect(seen.status_history[5].note).toBe('Signed by J. Smith');
  });

  it('refuses an illegal transition with a message naming the allowed ones', async () => {
    const order = await place();
    await expect(run('order:advance', { order: order.number, to: 'dispatched' })).rejects.toThrow(
      new CliError(
        `${order.number} is submitted and cannot become dispatched; it can become confirmed or cancelled.`,
      ),
    );
    await expect(run('order:advance', { order: order.number, to: 'lost' })).rejects.toThrow(
      /--to must be one of/,
    );
    await expect(run('order:advance', { order: 'SO-999999', to: 'confirmed' })).rejects.toThrow(
      /There is no order/,
    );
    await expect(run('order:track', { order: order.number, reference: 'X1' })).rejects.toThrow(
      /only a dispatched/,
    );
  });

  it('sends a pick-up to ready_for_pickup and collected, never dispatched', async () => {
    const order = await place(1, { ship_type: 2, delivery_address: null });
    await run('order:advance', { order: order.number, to: 'confirmed' });
    await run('order:advance', { order: order.number, to: 'picking' });
    await expect(run('order:advance', { order: order.number, to: 'dispatched' })).rejects.toThrow(
      /ready_for_pickup/,
    );
    await run('order:advance', { order: order.number, to: 'ready_for_pickup' });
    await run('order:advance', { order: order.number, to: 'collected' });
    expect((await customerView(order.id)).status).toBe('collected');
  });
});

describe('cancelling', () => {
  it('puts the stock back and credits the invoice, before dispatch only', async () => {
    const stockBefore = await stockOf(t.database.db, products[0]!.id, 1);
    const balanceBefore = await balance();
    const order = await place(5);
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBe(stockBefore - 5);
    await run('order:advance', { order: order.number, to: 'confirmed' });
    await run('order:cancel', { order: order.number, reason: 'Customer rang to cancel' });
    expect(await stockOf(t.database.db, products[0]!.id, 1)).toBe(stockBefore);
    expect(await balance()).toBe(balanceBefore);
    const seen = await customerView(order.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Customer rang to cancel',
    });
    await expect(run('order:cancel', { order: order.number })).rejects.toThrow(
      /is cancelled and cannot become cancelled; it is finished/,
    );

    const dispatched = await place(1);
    for (const to of ['confirmed', 'picking', 'dispatched'])
      await run('order:advance', { order: dispatched.number, to });
    await expect(run('order:cancel', { order: dispatched.number })).rejects.toThrow(
      /it can become delivered/,
    );
  });

  it('is refused through order:advance, which points to order:cancel', async () => {
    const order = await place(1);
    await expect(run('order:advance', { order: order.number, to: 'cancelled' })).rejects.toThrow(
      /order:cancel/,
    );
  });
});

describe('the ledger', () => {
  it('records a payment that lowers the balance owed, and refuses one of zero or past $10,000,000', async () => {
    const before = await balance();
    const accountId = await accountIdOf(t.database.db, TRADE);
    const [line] = await run('ledger:payment', {
      account: String(accountId),
      amount: '100.50',
      reference: 'EFT 1',
    });
    expect(line).toMatch(/^Recorded \$ 100\.50 AUD from Southside Tyre & Auto; balance owed/);
    expect(await balance()).toBeCloseTo(before - 100.5, 2);
    await expect(run('ledger:payment', { account: String(accountId), amount: '0' })).rejects.toThrow(
      /above 0/,
    );
    await expect(run('ledger:payment', { account: String(accountId), amount: '50000000' })).rejects.toThrow(
      /from 0 to 10,000,000.00/,
    );
  });

  it('shows an order with its next statuses', async () => {
    const order = await place(1);
    const lines = await run('order:show', { order: order.number });
    expect(lines[0]).toContain(order.number);
    expect(lines.join('\n')).toContain('status submitted; next: confirmed, cancelled');
  });
});

describe('the customer’s notice of an operator’s move', () => {
  it('is recorded with the cancellation’s reason when the operator cancels an order', async () => {
    const order = await place(1);
    await command('order:cancel').run({
      db: t.database.db,
      values: { order: order.number, reason: 'Out of stock at the supplier' },
      positionals: [],
      out: () => {},
      mail: {
        supplierName: 'Tyreline',
        publicUrl: 'http://localhost:3000',
        logoUrl: 'http://localhost:3000/mail-logo.png',
        delivers: false,
      },
    });
    const [notice] = await rows<{ kind: string; status: string; text: string }>(
      t.database.db,
      sql`select kind, status, text from mail_outbox where order_id = ${order.id} and kind = 'order.cancelled'`,
    );
    expect(notice).toMatchObject({ kind: 'order.cancelled', status: 'recorded' });
    expect(notice!.text).toContain('Reason: Out of stock at the supplier');
  });
});
