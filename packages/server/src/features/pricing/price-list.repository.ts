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

export type PriceRow = {
  product_id: number;
  /** The product as an order line names it (checkout reads it with the price, in one statement). */
  sku: string;
  name: string;
  best_price_cents: number;
  special_price_cents: number;
  is_special_offer: boolean;
};

// The price rules in SQL over an account `a`, a product `p` and its contract price `ap` (left joined), once for both queries below.

/** List price less the account's discount (basis points), in cents, rounded half away from zero. */
export const discountedListCentsSql = () =>
  sql`round(p.list_price_cents::bigint * (10000 - a.discount_bp) / 10000.0)`;

/** The best price: the contract price when there is one, otherwise the discounted list price. */
export const bestCentsSql = () => sql`coalesce(ap.best_price_cents, ${discountedListCentsSql()})`;

/** The special price: the contract's, else the product's promotion, else 0 (none). */
export const specialCentsSql = () => sql`coalesce(ap.special_price_cents, p.special_price_cents, 0)`;

/** Whether the special price is on offer: the contract says so, else the product has a promotion. */
export const isSpecialOfferSql = () => sql`coalesce(ap.is_special_offer, p.special_price_cents is not null)`;

/** The unit price charged, by the domain's `choosePrice`: the special price when on offer and above 0. */
export const chargedCentsSql = () =>
  sql`case when ${isSpecialOfferSql()} and ${specialCentsSql()} > 0 then ${specialCentsSql()} else ${bestCentsSql()} end`;

/**
 * The account's prices for products of its own department (others are simply absent).
 * A contract price (account_prices) wins; otherwise best = list less the account's discount,
 * and the product's promotion, if any, is the special offer.
 * The credit charge runs this select in its own statement (price-credit.repository.ts).
 */
export const accountPricesQuery = (
  accountId: number,
  productIds: readonly number[],
  /** None at all unless the account's price switch is off (its prices are shown in listings). */
  { onlyInline = false } = {},
) =>
  sql`select p.id as product_id, p.sku, p.name,
             ${bestCentsSql()}::int as best_price_cents,
             ${specialCentsSql()}::int as special_price_cents,
             ${isSpecialOfferSql()} as is_special_offer
      from accounts a
      join products p on p.department_id = a.department_id and p.active
      left join account_prices ap on ap.account_id = a.id and ap.product_id = p.id
      where a.id = ${accountId} and p.id in (${sqlList([...new Set(productIds)])})
        ${onlyInline ? sql`and a.price_switch = 0` : sql``}`;

export const toAccountPrices = (found: PriceRow[]): Map<number, AccountPrice> =>
  new Map(
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

export function createPriceListRepository(db: Db) {
  return {
    async pricesFor(
      accountId: number,
      productIds: readonly number[],
      { onlyInline = false } = {},
    ): Promise<Map<number, AccountPrice>> {
      if (productIds.length === 0) return new Map();
      return toAccountPrices(
        await rows<PriceRow>(db, accountPricesQuery(accountId, productIds, { onlyInline })),
      );
    },
  };
}

/**
 * SQL for the unit price account `accountId` is charged for product `p` (the same rule as `pricesFor` and
 * `chargedCents`), or null when its price switch is on: ordering by it must not reveal prices credit buys.
 */
export const inlineChargedCentsSql = (accountId: number) =>
  sql`(select ${chargedCentsSql()}
       from accounts a
       left join account_prices ap on ap.account_id = a.id and ap.product_id = p.id
       where a.id = ${accountId} and a.price_switch = 0)`;

/** The unit price charged, by the domain's special-price rule (it holds in any unit, cents included). */
export function chargedCents(price: AccountPrice): Cents {
  return choosePrice({
    id: price.productId,
    bestPrice: price.bestPriceCents,
    specialPrice: price.specialPriceCents,
    isSpecialOffer: price.isSpecialOffer,
  });
}
