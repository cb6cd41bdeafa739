import { eq } from 'drizzle-orm';
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
