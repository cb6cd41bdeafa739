import { eq } from 'drizzle-orm';
import type { RetailSettingsDto } from '@tyreline/domain/contract/retail';
import { toCents, toDollars } from '@tyreline/domain/money';
import { DEFAULT_RETAIL_SETTINGS, type RetailSettings } from '@tyreline/domain/retail';
import type { Db } from '../../db/client.ts';
import { retailSettings } from '../../db/schema/retail.ts';

export const toRetailSettingsDto = (s: RetailSettings): RetailSettingsDto => ({
  markup_kind: s.markupKind,
  markup_percent: s.markupPercent,
  markup_fixed: toDollars(s.markupFixedCents),
  round_to_dollar: s.roundToDollar,
  fitting_fee: s.fittingFeeCents === null ? null : toDollars(s.fittingFeeCents),
  balancing_fee: s.balancingFeeCents === null ? null : toDollars(s.balancingFeeCents),
});

export const fromRetailSettingsDto = (dto: RetailSettingsDto): RetailSettings => ({
  markupKind: dto.markup_kind,
  markupPercent: dto.markup_percent,
  markupFixedCents: toCents(dto.markup_fixed),
  roundToDollar: dto.round_to_dollar,
  fittingFeeCents: dto.fitting_fee === null ? null : toCents(dto.fitting_fee),
  balancingFeeCents: dto.balancing_fee === null ? null : toCents(dto.balancing_fee),
});

/** An account's sell-price settings; an account that never set them has the defaults. */
export function createRetailSettingsRepository(db: Db) {
  return {
    async get(accountId: number): Promise<RetailSettings> {
      const [row] = await db.select().from(retailSettings).where(eq(retailSettings.accountId, accountId));
      if (!row) return DEFAULT_RETAIL_SETTINGS;
      return {
        markupKind: row.markupKind,
        markupPercent: row.markupBp / 100,
        markupFixedCents: row.markupFixedCents,
        roundToDollar: row.roundToDollar,
        fittingFeeCents: row.fittingFeeCents,
        balancingFeeCents: row.balancingFeeCents,
      };
    },

    async put(accountId: number, s: RetailSettings): Promise<void> {
      const values = {
        markupKind: s.markupKind,
        markupBp: Math.round(s.markupPercent * 100),
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
  };
}
