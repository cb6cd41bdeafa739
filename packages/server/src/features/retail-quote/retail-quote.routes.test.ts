import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_TEAM } from '../../db/seed/demo.ts';
import { formatAmount, formatAud } from '@tyreline/domain/money';
import { TRADE, accountIdOf, stockedProducts } from '../../../test/support/orders.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { chargedCents, createPriceListRepository } from '../pricing/price-list.repository.ts';

const [BUYER, VIEWER] = TRADE_TEAM.map((member) => member.username);

let t: TestApp;
let owner: string;
let products: { id: number; sku: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.authAs(TRADE)).authorization;
  products = await stockedProducts(t.database.db, 7, 1, 3);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, authorization = owner) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const settings = {
  markup_kind: 'percent',
  markup_percent: 35,
  markup_fixed: 0,
  round_to_dollar: true,
  fitting_fee: 25,
  balancing_fee: 15,
};

describe('the account’s sell-price settings', () => {
  it('start at the defaults and are set by the owner', async () => {
    expect((await send('GET', '/api/cus/account/retail-settings')).json().data.markup_percent).toBe(30);
    const saved = await send('PUT', '/api/cus/account/retail-settings', settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(settings);
    expect((await send('GET', '/api/cus/account/retail-settings')).json().data).toEqual(settings);
  });

  it('refuse a markup below 0 or above 500 % and a negative fee with 422s naming the field', async () => {
    for (const [field, value] of [
      ['markup_percent', -1],
      ['markup_percent', 500.5],
      ['markup_kind', 'double'],
      ['fitting_fee', -5],
    ] as const) {
      const answer = await send('PUT', '/api/cus/account/retail-settings', { ...settings, [field]: value });
      expect(answer.statusCode, field).toBe(422);
      expect(Object.keys(answer.json().errors)).toContain(field);
    }
    const top = await send('PUT', '/api/cus/account/retail-settings', { ...settings, markup_percent: 500 });
    expect(top.statusCode).toBe(200);
    await send('PUT', '/api/cus/account/retail-settings', settings);
  });

  it('are set only by an owner', async () => {
    const buyer = (await t.authAs(BUYER!)).authorization;
    const answer = await send('PUT', '/api/cus/account/retail-settings', settings, buyer);
    expect(answer.statusCode).toBe(403);
  });
});

describe('a retail quote', () => {
  it('is a PDF with the shop’s name, the customer, sell prices, fees and GST — and no trade price', async () => {
    const lines = products.map((p, i) => ({ product_id: p.id, qty: i + 1 }));
    const answer = await send('POST', '/api/cus/retail-quote', { customer_name: 'Jo Citizen', lines });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Southside Tyre & Auto');
    expect(text).toContain('Quote');
    expect(text).toContain('Jo Citizen');
    expect(text).toContain('Includes GST of');

    const accountId = await accountIdOf(t.database.db, TRADE);
    const prices = await createPriceListRepository(t.database.db).pricesFor(
      accountId,
      products.map((p) => p.id),
    );
    for (const p of products) {
      const trade = chargedCents(prices.get(p.id)!);
      const sell = Math.ceil(Math.round(trade * 1.35) / 100) * 100;
      expect(text).toContain(p.name);
      expect(text).toContain(formatAmount(sell));
      expect(text).not.toContain(formatAmount(trade));
      expect(text).not.toContain(formatAud(trade));
    }
  });

  it('is refused to a viewer (403) and for bad lines (422)', async () => {
    const viewer = (await t.authAs(VIEWER!)).authorization;
    const lines = [{ product_id: products[0]!.id, qty: 1 }];
    expect((await send('POST', '/api/cus/retail-quote', { lines }, viewer)).statusCode).toBe(403);
    expect((await send('GET', '/api/cus/account/retail-settings', undefined, viewer)).statusCode).toBe(403);
    expect((await send('POST', '/api/cus/retail-quote', { lines: [] })).statusCode).toBe(422);
    const unknown = await send('POST', '/api/cus/retail-quote', {
      lines: [{ product_id: 2147483000, qty: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await send('POST', '/api/cus/retail-quote', { lines: [{ product_id: 1, qty: 0 }] })).statusCode,
    ).toBe(422);
  });
});
