import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import {
  TRADE,
  accountIdOf,
  checkout,
  deliveryOrder,
  setStock,
  stockedProducts,
} from '../../../test/support/orders.ts';
import { submitOverLimit } from '../../../test/support/team.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const BUYER = TRADE_TEAM[0].username;
const SECOND_OWNER = 'second-owner@example.com';

let t: TestApp;
let owner: string;
let secondOwner: string;
let buyer: string;
let accountId: number;
let products: { id: number }[];
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://shop.example.com' });
  accountId = await accountIdOf(t.database.db, TRADE);
  // Besides Sam Carter (trade@): a second owner, a disabled owner and an owner whose sign-in is no address.
  await t.database.db.execute(
    sql`insert into users (account_id, username, name, password_hash, role, disabled)
        select ${accountId}, v.username, v.name, u.password_hash, 'owner', v.disabled
        from users u, (values (${SECOND_OWNER}, 'Jo Nguyen', false),
                              ('gone-owner@example.com', 'Gone Owner', true),
                              ('counter-desk', 'Counter Desk', false)) as v(username, name, disabled)
        where u.username = ${TRADE}`,
  );
  owner = (await t.authAs(TRADE)).authorization;
  secondOwner = (await t.authAs(SECOND_OWNER)).authorization;
  buyer = (await t.authAs(BUYER)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 2, 5_000);
  await t.database.db.execute(
    sql`update accounts set credit_limit_cents = 900000000 where id = ${accountId}`,
  );
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from mail_outbox`);
  await t.database.db.execute(
    sql`update users set mail_order_placed = true, mail_dispatched = true, mail_statements = true`,
  );
});

interface Stored {
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  order_id: number | null;
}
const mails = () =>
  rows<Stored>(
    t.database.db,
    sql`select kind, to_address, subject, text, html, order_id from mail_outbox order by id`,
  );
const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization }, payload: payload as object });
const preferOff = (username: string, column: 'mail_order_placed' | 'mail_dispatched' | 'mail_statements') =>
  t.database.db.execute(sql`update users set ${sql.identifier(column)} = false where username = ${username}`);

async function submitOver(reference = 'PO-APPROVE', productId = products[0]!.id) {
  const { approval, qty } = await submitOverLimit(t, buyer, productId, { customer_reference: reference });
  return { ...approval, qty };
}

describe('the approval requested notice', () => {
  it('goes to every active owner with an address, with who asked, the total, the lines and a link to the request', async () => {
    const approval = await submitOver('PO-ASK-1');
    const sent = await mails();
    expect(sent.map((m) => [m.kind, m.to_address])).toEqual([
      ['approval.requested', TRADE],
      ['approval.requested', SECOND_OWNER],
    ]);
    const [mail] = sent;
    expect(mail!.subject).toMatch(/^Riley Brooks asks you to approve an order of \$ [\d,]+\.\d\d AUD$/);
    expect(mail!.text).toContain('Hello Sam Carter,');
    expect(mail!.text).toContain('1 line,');
    expect(mail!.text).toContain('over their order limit of $ 2,000.00 AUD');
    expect(mail!.text).toContain(
      `$ ${approval.total.toLocaleString('en-AU', { minimumFractionDigits: 2 })} AUD including GST`,
    );
    expect(mail!.text).toContain('Their reference: PO-ASK-1');
    expect(mail!.text).toContain(
      `Review the request: https://shop.example.com/approvals?approval=${approval.id}`,
    );
    expect(mail!.html).toContain(`href="https://shop.example.com/approvals?approval=${approval.id}"`);
  });

  it('goes even to an owner who turned every optional notice off, and shows a reference of markup as text', async () => {
    for (const column of ['mail_order_placed', 'mail_dispatched', 'mail_statements'] as const)
      await preferOff(TRADE, column);
    await submitOver('<img src=x onerror=alert(1)>');
    const [mail] = await mails();
    expect(mail!.to_address).toBe(TRADE);
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).toContain('Their reference: &lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.text).toContain('Their reference: <img src=x onerror=alert(1)>');
  });

  it('is not written for a cart within the limit or a refused submission', async () => {
    const within = await call(
      'POST',
      '/api/cus/approvals',
      buyer,
      deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]),
    );
    expect(within.statusCode).toBe(422);
    const bad = await call('POST', '/api/cus/approvals', buyer, { lines: [], ship_type: 99 });
    expect(bad.statusCode).toBe(422);
    expect(await mails()).toEqual([]);
  });
});

describe('the decision notices', () => {
  it('tell the buyer of an approval with the order’s number and link, and each owner that the buyer placed it and who approved it', async () => {
    const approval = await submitOver('PO-YES');
    await t.database.db.execute(sql`delete from mail_outbox`);
    const approved = await call('POST', `/api/cus/approvals/${approval.id}/approve`, secondOwner);
    expect(approved.statusCode, approved.body).toBe(200);
    const order = approved.json().data.order as { id: number; number: string };

    const sent = await mails();
    expect(sent.map((m) => [m.kind, m.to_address, m.order_id])).toEqual([
      ['order.placed', BUYER, order.id],
      ['order.placed', TRADE, order.id],
      ['order.placed', SECOND_OWNER, order.id],
      ['approval.approved', BUYER, order.id],
    ]);
    const [placed, ownersCopy, approversCopy, told] = sent;
    expect(approversCopy!.text).toContain('You approved it.');
    expect(placed!.subject).toBe(`Order ${order.number} placed`);
    expect(ownersCopy!.subject).toBe(`Order ${order.number} placed by Riley Brooks`);
    expect(ownersCopy!.text).toContain('Hello Sam Carter,');
    expect(ownersCopy!.text).toContain(`Riley Brooks placed order ${order.number} for `);
    expect(ownersCopy!.text).toContain('Jo Nguyen approved it.');
    expect(ownersCopy!.text).toContain('Their reference: PO-YES');
    expect(ownersCopy!.text).toContain(`https://shop.example.com/orders?order=${order.id}`);
    expect(told!.subject).toBe(`Your order ${order.number} was approved`);
    expect(told!.text).toContain('Hello Riley Brooks,');
    expect(told!.text).toContain(`Jo Nguyen approved the order you sent for approval`);
    expect(told!.text).toContain(`placed as order ${order.number}`);
    expect(told!.text).toContain(
      `View order ${order.number}: https://shop.example.com/orders?order=${order.id}`,
    );
  });

  it('tell the buyer of a rejection with the owner’s reason shown as text, and a link to the request', async () => {
    const approval = await submitOver();
    await t.database.db.execute(sql`delete from mail_outbox`);
    const reason = 'Wait for <b>July</b> & the new budget';
    const rejected = await call('POST', `/api/cus/approvals/${approval.id}/reject`, owner, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'approval.rejected',
      to_address: BUYER,
      subject: 'Your order request was not approved',
      order_id: null,
    });
    expect(mail!.text).toContain('Sam Carter did not approve the order you sent');
    expect(mail!.text).toContain(`Reason: ${reason}`);
    expect(mail!.html).toContain('Reason: Wait for &lt;b&gt;July&lt;/b&gt; &amp; the new budget');
    expect(mail!.html).not.toContain('<b>July');
    expect(mail!.text).toContain(
      `View your approvals: https://shop.example.com/approvals?approval=${approval.id}`,
    );
  });

  it('are not written when the approval is refused (short stock) or the request was already decided', async () => {
    const p = products[1]!;
    const approval = await submitOver('PO-SHORT', p.id);
    await t.database.db.execute(sql`delete from mail_outbox`);
    await setStock(t.database.db, p.id, 1, approval.qty - 1);
    const short = await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner);
    expect(short.statusCode).toBe(409);
    expect(await mails()).toEqual([]);

    await setStock(t.database.db, p.id, 1, 5_000);
    expect(
      (await call('POST', `/api/cus/approvals/${approval.id}/reject`, owner, { reason: 'No' })).statusCode,
    ).toBe(200);
    await t.database.db.execute(sql`delete from mail_outbox`);
    expect((await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/cus/approvals/${approval.id}/reject`, owner, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect(await mails()).toEqual([]);
  });

  it('go to the buyer even when they turned the order-placed notice off, which then leaves out only that notice', async () => {
    await preferOff(BUYER, 'mail_order_placed');
    await preferOff(TRADE, 'mail_order_placed');
    const approval = await submitOver();
    const approved = await call('POST', `/api/cus/approvals/${approval.id}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await mails()).map((m) => [m.kind, m.to_address])).toEqual([
      ['approval.requested', TRADE],
      ['approval.requested', SECOND_OWNER],
      ['order.placed', SECOND_OWNER],
      ['approval.approved', BUYER],
    ]);
  });
});

describe('the owners’ copy of an order placed', () => {
  it('goes to each active owner when a buyer places an order within their limit, saying who placed it', async () => {
    const answer = await checkout(t, buyer, deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]));
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().data as { id: number; number: string };
    const sent = await mails();
    expect(sent.map((m) => [m.kind, m.to_address])).toEqual([
      ['order.placed', BUYER],
      ['order.placed', TRADE],
      ['order.placed', SECOND_OWNER],
    ]);
    expect(sent[1]!.text).toContain(`Riley Brooks placed order ${order.number}`);
    expect(sent[1]!.text).not.toContain('approved it');
  });

  it('is not sent when an owner places the order (only their own notice), nor to an owner who turned it off', async () => {
    const byOwner = await checkout(t, owner, deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]));
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    expect((await mails()).map((m) => [m.kind, m.to_address])).toEqual([['order.placed', TRADE]]);

    await t.database.db.execute(sql`delete from mail_outbox`);
    await preferOff(SECOND_OWNER, 'mail_order_placed');
    const byBuyer = await checkout(t, buyer, deliveryOrder([{ product_id: products[0]!.id, qty: 1 }]));
    expect(byBuyer.statusCode, byBuyer.body).toBe(201);
    expect((await mails()).map((m) => [m.kind, m.to_address])).toEqual([
      ['order.placed', BUYER],
      ['order.placed', TRADE],
    ]);
  });
});
