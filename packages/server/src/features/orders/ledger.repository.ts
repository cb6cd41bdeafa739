import { sql } from 'drizzle-orm';
import type { Cents } from '@tyreline/domain/money';
import { rows, type Db } from '../../db/client.ts';
import type { LEDGER_KINDS } from '../../db/schema/orders.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The account's receivables ledger; its balance is the xeroBalance customers see. */
export function createLedgerRepository(db: Db) {
  return {
    /** What the account owes: open invoices less credit notes and payments. */
    async balanceCents(accountId: number): Promise<Cents> {
      const [row] = await rows<{ balance: number }>(
        db,
        sql`select coalesce(sum(amount_cents), 0)::float8 as balance from ledger_entries where account_id = ${accountId}`,
      );
      return row?.balance ?? 0;
    },

    async record(entry: {
      accountId: number;
      kind: LedgerKind;
      amountCents: Cents;
      orderId?: number;
      reference?: string;
    }): Promise<void> {
      await db.execute(
        sql`insert into ledger_entries (account_id, order_id, kind, amount_cents, reference)
            values (${entry.accountId}, ${entry.orderId ?? null}, ${entry.kind}, ${entry.amountCents},
                    ${entry.reference ?? null})`,
      );
    },
  };
}
