import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, toDollars } from '@tyreline/domain/money';
import { rows } from '../../db/client.ts';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import { GOLD_COAST, TRADE, accountIdOf, stockedProducts } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { chargedCents, createPriceListRepository } from '../pricing/price-list.repository.ts';

const [BUYER, VIEWER] = TRADE_TEAM.map((member) => member.username);

let t: TestApp;
let owner: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.authAs(TRADE)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 2);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, authorization?: string) =>
  t.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload ? { payload } : {}),
  });

const shop = {
  shop_name: 'Southside Tyres',
  shop_abn: '51 824 753 556',
  shop_phone: '07 3000 1234',
  shop_address: '12 Ipswich Rd, Annerley QLD 4103',
  quote_valid_days: 14,
};

async function saveQuote(authorization = owner) {
  const lines = products.map((p, i) => ({ product_id: p.id, qty: i + 2 }));
  const answer = await send(
    'POST',
    '/api/cus/retail-quotes',
    { customer_name: 'Jo Citizen', lines },
    authorization,
  );
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { id: number; number: string; token: string; valid_until: string };
}

describe('what a shop’s quotes print about it', () => {
  it('is set by the owner, the ABN kept as its eleven digits', async () => {
    const saved = await send('PUT', '/api/cus/account/quote-settings', shop, owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...shop, shop_abn: '51824753556' });
  });

  it('refuses an ABN whose checksum fails and a validity of 0 days, naming the fields', async () => {
    for (const [field, value] of [
      ['shop_abn', '51 824 753 557'],
      ['quote_valid_days', 0],
    ] as const) {
      const answer = await send('PUT', '/api/cus/account/quote-settings', { ...shop, [field]: value }, owner);
      expect(answer.statusCode, field).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
  });

  it('is refused to a buyer (403)', async () => {
    const buyer = (await t.authAs(BUYER!)).authorization;
    expect((await send('PUT', '/api/cus/account/quote-settings', shop, buyer)).statusCode).toBe(403);
  });
});

describe('a saved retail quote', () => {
  it('is numbered Q-000001-style and its link’s token has 256 random bits, stored only as a hash', async () => {
    const quote = await saveQuote();
    const other = await saveQuote();
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect(quote.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(other.token).not.toBe(quote.token);
    const [stored] = await rows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from retail_quotes where id = ${quote.id}`,
    );
    expect(stored!.token_hash).toBe(createHash('sha256').update(quote.token).digest('hex'));
  });

  it('opens signed out with the shop’s details and sell prices — no trade price, SKU or supplier', async () => {
    const quote = await saveQuote();
    const answer = await send('GET', `/api/public/quotes/${quote.token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json().data;
    expect(data.number).toBe(quote.number);
    expect(data.state).toBe('open');
    expect(data.shop).toMatchObject({
      name: 'Southside Tyres',
      abn: '51 824 753 556',
      phone: '07 3000 1234',
      address: '12 Ipswich Rd, Annerley QLD 4103',
    });
    expect(data.lines.map((l: { name: string }) => l.name)).toEqual(products.map((p) => p.name));
    expect(Object.keys(data.lines[0]).sort()).toEqual(['amount', 'name', 'qty', 'unit_price']);

    const accountId = await accountIdOf(t.database.db, TRADE);
    const prices = await createPriceListRepository(t.database.db).pricesFor(
      accountId,
      products.map((p) => p.id),
    );
    const body = answer.body;
    for (const p of products) {
      const trade = chargedCents(prices.get(p.id)!);
      expect(body).not.toContain(`:${toDollars(trade)},`);
      expect(body).not.toContain(formatAmount(trade));
      expect(body).not.toContain(p.sku);
      expect(body).not.toContain(`"product_id"`);
    }
    expect(body).not.toContain(t.config.supplier.name);
    expect(body).not.toMatch(/trade|supplier|warehouse|sku/i);
  });

  it('is a plain 404 for a token that names no quote', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) {
      const answer = await send('GET', `/api/public/quotes/${token}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('This quote link does not work. Ask the shop for a new one.');
    }
  });

  it('cannot be read or withdrawn by another account (404), nor listed there', async () => {
    const quote = await saveQuote();
    const elsewhere = (await t.authAs(GOLD_COAST)).authorization;
    expect((await send('GET', `/api/cus/retail-quotes/${quote.id}`, undefined, elsewhere)).statusCode).toBe(
      404,
    );
    const withdraw = await send('POST', `/api/cus/retail-quotes/${quote.id}/withdraw`, undefined, elsewhere);
    expect(withdraw.statusCode).toBe(404);
    const listed = (await send('GET', '/api/cus/retail-quotes', undefined, elsewhere)).json().data;
    expect(listed.map((q: { id: number }) => q.id)).not.toContain(quote.id);
    expect((await send('GET', `/api/public/quotes/${quote.token}`)).statusCode).toBe(200);
  });

  it('is accepted by its customer once: accepting again answers the same, and the shop sees it', async () => {
    const quote = await saveQuote();
    const first = await send('POST', `/api/public/quotes/${quote.token}/accept`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.state).toBe('accepted');
    const again = await send('POST', `/api/public/quotes/${quote.token}/accept`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.accepted_at).toBe(first.json().data.accepted_at);

    const listed = (await send('GET', '/api/cus/retail-quotes', undefined, owner)).json().data;
    expect(listed.find((q: { id: number }) => q.id === quote.id).state).toBe('accepted');
    const detail = (await send('GET', `/api/cus/retail-quotes/${quote.id}`, undefined, owner)).json().data;
    expect(detail.lines.map((l: { product: { id: number }; qty: number }) => [l.product.id, l.qty])).toEqual(
      products.map((p, i) => [p.id, i + 2]),
    );
  });

  it('answers 410 once the shop withdraws its link, or once it expired', async () => {
    const withdrawn = await saveQuote();
    const answer = await send('POST', `/api/cus/retail-quotes/${withdrawn.id}/withdraw`, undefined, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.state).toBe('withdrawn');
    for (const [method, url] of [
      ['GET', `/api/public/quotes/${withdrawn.token}`],
      ['POST', `/api/public/quotes/${withdrawn.token}/accept`],
    ] as const) {
      const refused = await send(method, url);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe('The shop has withdrawn this quote. Ask them for a new one.');
    }

    const expired = await saveQuote();
    await t.database.db.execute(
      sql`update retail_quotes set valid_until = current_date - 2 where id = ${expired.id}`,
    );
    const late = await send('POST', `/api/public/quotes/${expired.token}/accept`);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/^This quote expired after \d{1,2} \w{3} \d{4}\. Ask the shop/);
  });

  it('is saved by a role that sees prices, not by a viewer (403)', async () => {
    const viewer = (await t.authAs(VIEWER!)).authorization;
    const lines = [{ product_id: products[0]!.id, qty: 1 }];
    expect((await send('POST', '/api/cus/retail-quotes', { lines }, viewer)).statusCode).toBe(403);
  });
});

describe('leaving the counter’s customer view', () => {
  it('takes the signed-in user’s own password; a wrong one is a 422 on the password field', async () => {
    const wrong = await send('POST', '/api/cus/confirm-password', { password: 'not-it' }, owner);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect'] });
    const right = await send('POST', '/api/cus/confirm-password', { password: 'tyres-2026' }, owner);
    expect(right.statusCode).toBe(204);
    expect((await send('POST', '/api/cus/confirm-password', { password: 'tyres-2026' })).statusCode).toBe(
      401,
    );
  });
});
