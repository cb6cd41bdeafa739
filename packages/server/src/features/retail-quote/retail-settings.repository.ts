import { eq } from 'drizzle-orm';
import { basisPointsToPercent, percentToBasisPoints } from '@tyreline/domain/percent';
import { DEFAULT_QUOTE_SETTINGS, type QuoteSettingsDto } from '@tyreline/domain/contract/retail-quotes';
import { DEFAULT_RETAIL_SETTINGS, type RetailSettings } from '@tyreline/domain/retail';
import type { Db } from '../../db/client.ts';
import { retailSettings } from '../../db/schema/retail.ts';

/** An account's sell-price settings; an account that never set them has the defaults. */
export function createRetailSettingsRepository(db: Db) {
  return {
    async get(accountId: number): Promise<RetailSettings> {
      const [row] = await db.select().from(retailSettings).where(eq(retailSettings.accountId, accountId));
      if (!row) return DEFAULT_RETAIL_SETTINGS;
      return {
        markupKind: row.markupKind,
        markupPercent: basisPointsToPercent(row.markupBp),
        markupFixedCents: row.markupFixedCents,
        roundToDollar: row.roundToDollar,
        fittingFeeCents: row.fittingFeeCents,
        balancingFeeCents: row.balancingFeeCents,
      };
    },

    async put(accountId: number, s: RetailSettings): Promise<void> {
      const values = {
        markupKind: s.markupKind,
        markupBp: percentToBasisPoints(s.markupPercent),
        markupFixedCents: s.markupFixedCents,
        roundToDollar: s.roundToDollar,
        fittingFeeCents: s.fittingFeeCents,
        balancingFeeCents: s.balancingFeeCents,
        updatedAt: new Date(),
      };
      await db
        .insert(retailSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: retailSettings.accountId, set: values });
    },

    /** What the account's saved quotes print about the shop, and how long they hold. */
    async quoteSettings(accountId: number): Promise<QuoteSettingsDto> {
      const [row] = await db.select().from(retailSettings).where(eq(retailSettings.accountId, accountId));
      if (!row) return DEFAULT_QUOTE_SETTINGS;
      return {
        shop_name: row.shopName,
        shop_abn: row.shopAbn,
        shop_phone: row.shopPhone,
        shop_address: row.shopAddress,
        quote_valid_days: row.quoteValidDays,
      };
    },

    async putQuoteSettings(accountId: number, s: QuoteSettingsDto): Promise<void> {
      const values = {
        shopName: s.shop_name,
        shopAbn: s.shop_abn,
        shopPhone: s.shop_phone,
        shopAddress: s.shop_address,
        quoteValidDays: s.quote_valid_days,
        updatedAt: new Date(),
      };
      await db
        .insert(retailSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: retailSettings.accountId, set: values });
    },
  };
}
