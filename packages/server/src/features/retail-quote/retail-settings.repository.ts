import { eq } from 'drizzle-orm';
import { basisPointsToPercent, percentToBasisPoints } from '@tyreline/domain/percent';
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
  };
}
