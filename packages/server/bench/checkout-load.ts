/** The checkout load of the orders and mail benches: buyers placing 5-line orders back to back for a while. */
import { randomUUID } from 'node:crypto';
import type { Product } from './orders-fixtures.ts';

export const LINES_PER_ORDER = 5;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

/** Each buyer is one connection placing orders back to back, as a busy trade counter would. */
export async function checkoutLoad(base: string, tokens: string[], products: Product[], seconds: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (accessToken) => {
      while (Date.now() < until) {
        const start = Math.floor(Math.random() * products.length);
        const lines = Array.from({ length: LINES_PER_ORDER }, (_, k) => ({
          product_id: products[(start + k * 37) % products.length]!.id,
          qty: 1 + (k % 3),
        }));
        const began = performance.now();
        const response = await fetch(`${base}/api/cus/orders`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'idempotency-key': randomUUID(),
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            lines,
            ship_type: 1,
            warehouse_id: 1,
            delivery_address: { street: '1 Bench St', suburb: 'Albion', state: 'QLD', postcode: '4010' },
            payment_type_id: 1,
          }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - began);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    placed: statuses.get(201) ?? 0,
    statuses: Object.fromEntries(statuses),
    ordersPerSecond: (statuses.get(201) ?? 0) / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
