import { sql } from 'drizzle-orm';
import { counterHours } from '@tyreline/domain/delivery';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { createSender } from '../../lib/mail/sender.ts';
import { TRADE, checkout, deliveryOrder, setStock, stockedProducts } from '../../../test/support/orders.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server.ts';
import { WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let trade: string;
let warehouse: string;
let productIds: number[];
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.com' });
  trade = (await t.authAs(TRADE)).authorization;
  warehouse = await staffAuth(t, WAREHOUSE);
  productIds = (await stockedProducts(t.database.db, 7, 1, 2, 500)).map((p) => p.id);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from mail_outbox`);
  smtp.received.length = 0;
});

interface Stored {
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  status: string;
  order_id: number | null;
}
const outbox = () =>
  rows<Stored>(
    t.database.db,
    sql`select kind, to_address, subject, html, text, message_id, status, order_id from mail_outbox order by id`,
  );

async function sendAll() {
  const sender = createSender(t.database.db, { smtpUrl: smtp.url, from: t.config.mailFrom });
  try {
    return await sender.runOnce();
  } finally {
    await sender.stop();
  }
}

async function placeOrder(
  extra: Parameters<typeof deliveryOrder>[1] = {},
): Promise<{ id: number; number: string }> {
  const response = await checkout(t, trade, deliveryOrder([{ product_id: productIds[0]!, qty: 1 }], extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('the order-placed notice', () => {
  it('is queued in the checkout’s transaction and delivered to the person who placed it with its Message-ID', async () => {
    const order = await placeOrder({ customer_reference: 'PO-MAIL-1' });
    const [queued] = await outbox();
    expect(queued).toMatchObject({
      kind: 'order.placed',
      to_address: TRADE,
      subject: `Order ${order.number} placed`,
      status: 'queued',
      order_id: order.id,
    });
    expect(queued!.text).toContain(`https://shop.example.com/orders?order=${order.id}`);
    expect(queued!.text).toContain('PO-MAIL-1');
    expect(queued!.text).toMatch(/\$ [\d,]+\.\d\d AUD including GST/);
    expect(queued!.html).toContain(t.config.supplier.name);

    expect(await sendAll()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([TRADE]);
    expect(mail.header('message-id')).toBe(queued!.message_id);
    expect(mail.header('subject')).toBe(`Order ${order.number} placed`);
    expect((await outbox())[0]!.status).toBe('sent');
  });

  it('is not written when the checkout is refused and rolled back (short stock, over the credit limit)', async () => {
    await setStock(t.database.db, productIds[1]!, 1, 2);
    const short = await checkout(t, trade, deliveryOrder([{ product_id: productIds[1]!, qty: 3 }]));
    expect(short.statusCode).toBe(409);
    await setStock(t.database.db, productIds[1]!, 1, 9000);
    const overCredit = await checkout(t, trade, deliveryOrder([{ product_id: productIds[1]!, qty: 9000 }]));
    expect(overCredit.statusCode).toBe(403);
    expect(await outbox()).toEqual([]);
    expect(await sendAll()).toMatchObject({ claimed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('shows a customer reference of markup as text in the HTML', async () => {
    await placeOrder({ customer_reference: '<img src=x onerror=alert(1)>' });
    const [queued] = await outbox();
    expect(queued!.html).not.toContain('<img src=x');
    expect(queued!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(queued!.text).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('the fulfilment notices', () => {
  const move = (id: number, body: object) =>
    staffCall(t, warehouse, `/api/staff/orders/${id}/transitions`, body);

  it('tell the customer of a dispatch with the carrier’s reference, and of a cancellation with its reason', async () => {
    const delivered = await placeOrder();
    let version = 1;
    for (const step of [
      { to: 'confirmed' },
      { to: 'picking' },
      { to: 'dispatched', tracking_reference: 'TOLL-88123401' },
    ]) {
      expect((await move(delivered.id, { ...step, version })).statusCode).toBe(200);
      version += 1;
    }
    const cancelled = await placeOrder();
    const cancel = await move(cancelled.id, {
      to: 'cancelled',
      version: 1,
      note: 'Customer <asked> by phone',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const mail = (await outbox()).filter((m) => m.kind !== 'order.placed');
    expect(mail.map((m) => [m.kind, m.order_id])).toEqual([
      ['order.dispatched', delivered.id],
      ['order.cancelled', cancelled.id],
    ]);
    expect(mail[0]!.subject).toBe(`Order ${delivered.number} dispatched`);
    expect(mail[0]!.text).toContain('TOLL-88123401');
    expect(mail[1]!.text).toContain('Reason: Customer <asked> by phone');
    expect(mail[1]!.html).toContain('Reason: Customer &lt;asked&gt; by phone');
  });

  it('tell the customer when a pick-up order is ready, and nothing for the steps in between', async () => {
    const pickUp = await placeOrder({ ship_type: 2, delivery_address: null });
    let version = 1;
    for (const to of ['confirmed', 'picking', 'ready_for_pickup']) {
      expect((await move(pickUp.id, { to, version })).statusCode).toBe(200);
      version += 1;
    }
    const kinds = (await outbox()).map((m) => m.kind);
    expect(kinds).toEqual(['order.placed', 'order.ready_for_pickup']);
    const ready = (await outbox())[1]!;
    expect(ready.subject).toBe(`Order ${pickUp.number} ready for pick-up`);
    // Where to collect it and when the counter is open, from the warehouse's own address and hours.
    const [counter] = await rows<{ address: string; opens: string; closes: string; days: number[] }>(
      t.database.db,
      sql`select w.address, h.opens, h.closes, h.days
          from orders o join warehouses w on w.id = o.warehouse_id join pick_up_hours h on h.warehouse_id = w.id
          where o.id = ${pickUp.id}`,
    );
    expect(ready.text).toContain(counter!.address);
    expect(ready.text).toContain(`The counter is open ${counterHours(counter!)}, except public holidays.`);
  });
});
