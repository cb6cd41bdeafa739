import { expect } from 'vitest';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import type { Db } from '../../src/db/client.ts';
import { chargedCents, createPriceListRepository } from '../../src/features/pricing/price-list.repository.ts';
import { TRADE, accountIdOf, deliveryOrder } from './orders.ts';
import type { TestApp } from './test-app.ts';

/** A quantity of a product whose total is just over the demo buyer's $2,000 order limit. */
export async function overLimitQty(db: Db, productId: number): Promise<number> {
  const accountId = await accountIdOf(db, TRADE);
  const prices = await createPriceListRepository(db).pricesFor(accountId, [productId]);
  return Math.floor(200_000 / chargedCents(prices.get(productId)!)) + 1;
}

/** The buyer sends a cart just over their limit for an owner's approval; answers the request and its quantity. */
export async function submitOverLimit(
  t: TestApp,
  buyer: string,
  productId: number,
  extra: Partial<CheckoutRequest> = {},
) {
  const qty = await overLimitQty(t.database.db, productId);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/cus/approvals',
    headers: { authorization: buyer },
    payload: deliveryOrder([{ product_id: productId, qty }], extra),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { approval: answer.json().data as { id: number; status: string; total: number }, qty };
}
