import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { retailQuotes, retailSettings } from '../../db/schema/retail.ts';

export type RetailQuoteRow = typeof retailQuotes.$inferSelect;
export type NewRetailQuote = typeof retailQuotes.$inferInsert;

/** The saved quotes: always read within their account, or by their link's token hash (the public page). */
export function createRetailQuotesRepository(db: Db) {
  return {
    async insert(values: NewRetailQuote): Promise<RetailQuoteRow> {
      const [row] = await db.insert(retailQuotes).values(values).returning();
      return row!;
    },

    latest: (accountId: number, limit: number) =>
      db
        .select()
        .from(retailQuotes)
        .where(eq(retailQuotes.accountId, accountId))
        .orderBy(desc(retailQuotes.id))
        .limit(limit),

    async byId(accountId: number, id: number): Promise<RetailQuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(retailQuotes)
        .where(and(eq(retailQuotes.accountId, accountId), eq(retailQuotes.id, id)));
      return row;
    },

    async byTokenHash(tokenHash: string): Promise<RetailQuoteRow | undefined> {
      const [row] = await db.select().from(retailQuotes).where(eq(retailQuotes.tokenHash, tokenHash));
      return row;
    },

    /** Withdraws the link once (a second withdrawal keeps the first time); undefined if not the account's. */
    async withdraw(accountId: number, id: number): Promise<RetailQuoteRow | undefined> {
      const [row] = await db
        .update(retailQuotes)
        .set({ withdrawnAt: sql`coalesce(${retailQuotes.withdrawnAt}, now())` })
        .where(and(eq(retailQuotes.accountId, accountId), eq(retailQuotes.id, id)))
        .returning();
      return row;
    },

    /** Marks an open quote accepted; a quote accepted or withdrawn meanwhile is left as it is. */
    async accept(id: number, at: Date): Promise<void> {
      await db
        .update(retailQuotes)
        .set({ acceptedAt: at })
        .where(
          and(eq(retailQuotes.id, id), isNull(retailQuotes.acceptedAt), isNull(retailQuotes.withdrawnAt)),
        );
    },

    /** The shop as its quotes show it: the account's name, logo and time zone, and its retail identity. */
    async shopOf(accountId: number) {
      const [shop] = await db
        .select({
          accountName: accounts.name,
          logo: accounts.logo,
          timezone: accounts.timezone,
          shopName: retailSettings.shopName,
          abn: retailSettings.shopAbn,
          phone: retailSettings.shopPhone,
          address: retailSettings.shopAddress,
          validDays: retailSettings.quoteValidDays,
        })
        .from(accounts)
        .leftJoin(retailSettings, eq(retailSettings.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      return shop!;
    },
  };
}
