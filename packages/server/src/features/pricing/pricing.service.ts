import type { Product } from '@tyreline/domain/contract/catalogue';
import type { PriceInfoDto, PriceLimitDto } from '@tyreline/domain/contract/pricing';
import { MESSAGES } from '@tyreline/domain/messages';
import { toDollars } from '@tyreline/domain/money';
import { teamMay, type TeamRole } from '@tyreline/domain/team';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createPriceCreditRepository } from './price-credit.repository.ts';
import { createPriceListRepository, type AccountPrice } from './price-list.repository.ts';

const toPriceInfo = (price: AccountPrice): PriceInfoDto => ({
  bestPrice: toDollars(price.bestPriceCents),
  specialPrice: toDollars(price.specialPriceCents),
  isSpecialOffer: price.isSpecialOffer,
  id: price.productId,
});

/** Who a listing is priced for: the account, and the caller's role on its team. */
export interface PriceAsker {
  accountId: number;
  role: TeamRole;
}

/** Who is shopping: the department's catalogue, the account's prices, the user's team role. */
export interface Shopper extends PriceAsker {
  departmentId: number;
}

/** Price lookups for the caller's account, paid from its price-lookup credit when the switch is on. */
export function createPricingService(db: Db) {
  const credit = createPriceCreditRepository(db);
  const priceList = createPriceListRepository(db);

  /** Prices of the account's products, in the order asked; products it cannot see are left out. */
  async function lookUp(accountId: number, productIds: readonly number[]): Promise<PriceInfoDto[]> {
    const lookup = await credit.chargeAndPrice(accountId, productIds);
    if (lookup.kind === 'exhausted') throw new AppError('forbidden', MESSAGES.priceCreditExhausted);
    return [...new Set(productIds)].flatMap((id) => {
      const price = lookup.prices.get(id);
      return price ? [toPriceInfo(price)] : [];
    });
  }

  const service = {
    async price(accountId: number, productId: number): Promise<PriceInfoDto> {
      const [info] = await lookUp(accountId, [productId]);
      if (!info) throw notFound();
      return info;
    },

    /**
     * The prices a listing shows inline: one batch for the page's products, only for an account whose switch
     * is off (its lookups cost nothing), none for any other. Never cached: prices are per account.
     */
    async inlinePrices(accountId: number, productIds: readonly number[]): Promise<Map<number, PriceInfoDto>> {
      const prices = await priceList.pricesFor(accountId, productIds, { onlyInline: true });
      return new Map([...prices].map(([id, price]) => [id, toPriceInfo(price)]));
    },

    /**
     * The products with the account's inline prices on fresh copies; the same array when it sees none inline,
     * and always for a viewer of the account's team (no prices).
     */
    async withInlinePrices<P extends Product>(asker: PriceAsker, products: P[]): Promise<P[]> {
      if (products.length === 0 || !teamMay(asker.role, 'seePrices')) return products;
      const prices = await service.inlinePrices(
        asker.accountId,
        products.map((p) => p.id),
      );
      if (prices.size === 0) return products;
      return products.map((p) => ({ ...p, price: prices.get(p.id) ?? null }));
    },

    /** The cart's batch: all or nothing, so a refused batch spends no credit. */
    prices: lookUp,

    /** The price limit of docs/product.md §9; another account's id is simply not found. */
    async limit(accountId: number, requestedId: number): Promise<PriceLimitDto> {
      const limit = requestedId === accountId ? await credit.limit(accountId) : undefined;
      if (!limit) throw notFound();
      return limit;
    },
  };
  return service;
}
export type PricingService = ReturnType<typeof createPricingService>;
