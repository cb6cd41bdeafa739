import { sql } from 'drizzle-orm';
import type { Cents } from '@tyreline/domain/money';
import { choosePrice } from '@tyreline/domain/pricing';
import { rows, sqlList, type Db } from '../../db/client.ts';

/** An account's price for one product, in cents, before the special-price choice. */
export interface AccountPrice {
  productId: number;
  bestPriceCents: Cents;
  specialPriceCents: Cents;
  isSpecialOffer: boolean;
}

/**
 * The account's prices for products of its own department (others are simply absent).
 * A contract price (account_prices) wins; otherwise best = list less the account's discount,
 * and the product's promotion, if any, is the special offer.
 */
export function createPriceListRepository(db: Db) {
  return {
    async pricesFor(accountId: number, productIds: readonly number[]): Promise<Map<number, AccountPrice>> {
      if (productIds.length === 0) return new Map();
      const ids = sqlList([...new Set(productIds)]);
      const found = await rows<{
        product_id: number;
        best_price_cents: number;
        special_price_cents: number;
        is_special_offer: boolean;
      }>(
        db,
        sql`select p.id as product_id,
                   coalesce(ap.best_price_cents,
                            round(p.list_price_cents * (10000 - a.discount_bp) / 10000.0))::int as best_price_cents,
                   coalesce(ap.special_price_cents, p.special_price_cents, 0)::int as special_price_cents,
                   coalesce(ap.is_special_offer, p.special_price_cents is not null) as is_special_offer
            from accounts a
            join products p on p.department_id = a.department_id and p.active
            left join account_prices ap on ap.account_id = a.id and ap.product_id = p.id
            where a.id = ${accountId} and p.id in (${ids})`,
      );
      return new Map(
        found.map((r) => [
          r.product_id,
          {
            productId: r.product_id,
            bestPriceCents: r.best_price_cents,
            specialPriceCents: r.special_price_cents,
            isSpecialOffer: r.is_special_offer,
          },
        ]),
      );
    },
  };
}

/** The unit price charged, by the domain's special-price rule (it holds in any unit, cents included). */
export function chargedCents(price: AccountPrice): Cents {
  return choosePrice({
    id: price.productId,
    bestPrice: price.bestPriceCents,
    specialPrice: price.specialPriceCents,
    isSpecialOffer: price.isSpecialOffer,
  });
}
