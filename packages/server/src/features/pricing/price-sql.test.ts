import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { choosePrice } from '@tyreline/domain/pricing';
import { rows, type Database } from '../../db/client.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import {
  bestCentsSql,
  chargedCents,
  chargedCentsSql,
  createPriceListRepository,
  discountedListCentsSql,
  inlineChargedCentsSql,
  isSpecialOfferSql,
  specialCentsSql,
} from './price-list.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('demo');
  await seedDemoIfEmpty(database.db, { orders: false });
});
afterAll(() => database?.close());

interface Case {
  discountBp: number;
  listCents: number;
  promotionCents: number | null;
  contract: { best: number; special: number; offer: boolean } | null;
}

/** The fragments over one made-up account, product and contract price, as the queries alias them. */
const priced = async (c: Case) =>
  (
    await rows<{ discounted: number; best: number; special: number; offer: boolean; charged: number }>(
      database.db,
      sql`select ${discountedListCentsSql()}::int as discounted, ${bestCentsSql()}::int as best,
                 ${specialCentsSql()}::int as special, ${isSpecialOfferSql()} as offer,
                 (${chargedCentsSql()})::int as charged
          from (select ${c.discountBp}::int as discount_bp) a,
               (select ${c.listCents}::int as list_price_cents, ${c.promotionCents}::int as special_price_cents) p,
               (select ${c.contract?.best ?? null}::int as best_price_cents,
                       ${c.contract?.special ?? null}::int as special_price_cents,
                       ${c.contract?.offer ?? null}::boolean as is_special_offer) ap`,
    )
  )[0]!;

describe('the price rules in SQL', () => {
  it('take the account’s discount off the list price, rounding half a cent away from zero', async () => {
    expect(
      (await priced({ discountBp: 1250, listCents: 19_999, promotionCents: null, contract: null }))
        .discounted,
    ).toBe(17_499);
    expect(
      (await priced({ discountBp: 1250, listCents: 4, promotionCents: null, contract: null })).discounted,
    ).toBe(4);
    expect(
      (await priced({ discountBp: 0, listCents: 12_345, promotionCents: null, contract: null })).best,
    ).toBe(12_345);
  });

  it('let a contract price win over the discounted list price', async () => {
    const found = await priced({
      discountBp: 1500,
      listCents: 20_000,
      promotionCents: 15_000,
      contract: { best: 18_000, special: 0, offer: false },
    });
    expect(found).toMatchObject({ best: 18_000, special: 0, offer: false, charged: 18_000 });
  });

  it('charge what the domain’s choosePrice picks, for every mix of contract and promotion', async () => {
    const contracts = [
      null,
      { best: 18_000, special: 16_000, offer: true },
      { best: 18_000, special: 0, offer: true },
      { best: 18_000, special: 16_000, offer: false },
    ];
    for (const contract of contracts) {
      for (const promotionCents of [null, 0, 15_000]) {
        const found = await priced({ discountBp: 1000, listCents: 20_000, promotionCents, contract });
        const chosen = choosePrice({
          id: 1,
          bestPrice: found.best,
          specialPrice: found.special,
          isSpecialOffer: found.offer,
        });
        expect(found.charged, JSON.stringify({ contract, promotionCents })).toBe(chosen);
      }
    }
  });

  it('give the listing the price the account’s price query charges, for the demo accounts and products', async () => {
    const accounts = await rows<{ id: number }>(
      database.db,
      sql`select id from accounts where price_switch = 0 order by id`,
    );
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      // Contract prices and promotions first, so the sample holds every kind of price.
      const listed = await rows<{ id: number; charged: number }>(
        database.db,
        sql`select p.id, (${inlineChargedCentsSql(account.id)})::int as charged
            from accounts a join products p on p.department_id = a.department_id and p.active
            left join account_prices ap on ap.account_id = a.id and ap.product_id = p.id
            where a.id = ${account.id}
            order by ap.product_id is null, p.special_price_cents is null, p.id
            limit 60`,
      );
      const prices = await createPriceListRepository(database.db).pricesFor(
        account.id,
        listed.map((p) => p.id),
      );
      for (const p of listed) expect(p.charged).toBe(chargedCents(prices.get(p.id)!));
    }
  });
});
