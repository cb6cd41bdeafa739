import { sql } from 'drizzle-orm';
import type { Cents } from '@tyreline/domain/money';
import { rows, type Db } from '../../db/client.ts';
import type { LEDGER_KINDS } from '../../db/schema/orders.ts';

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What the account owes: open invoices less credit notes and payments (a scalar subquery, `balance` float8). */
export const balanceQuery = (accountId: number) =>
  sql`select coalesce(sum(amount_cents), 0)::float8 as balance from ledger_entries where account_id = ${accountId}`;

export interface LedgerEntry {
  accountId: number;
  kind: LedgerKind;
  amountCents: Cents;
  orderId?: number;
  reference?: string;
}

/** Writes one entry (a statement of its own, or a part of checkout's write). */
export const recordQuery = (entry: LedgerEntry) =>
  sql`insert into ledger_entries (account_id, order_id, kind, amount_cents, reference)
      values (${entry.accountId}, ${entry.orderId ?? null}, ${entry.kind}, ${entry.amountCents},
              ${entry.reference ?? null})`;

/** The account's receivables ledger; its balance is the xeroBalance customers see. */
export function createLedgerRepository(db: Db) {
  return {
    /** What the account owes: open invoices less credit notes and payments. */
    async balanceCents(accountId: number): Promise<Cents> {
      const [row] = await rows<{ balance: number }>(db, balanceQuery(accountId));
      return row?.balance ?? 0;
    },

    /**
     * The ledger between two dates (whole days in the account's time zone, both inclusive): the balance
     * owed before `from`, each entry in order, and the balance owed at the end of `to`.
     */
    async statement(accountId: number, from: string, to: string) {
      const zone = sql`(select timezone from accounts where id = ${accountId})`;
      const start = sql`(${from}::date)::timestamp at time zone ${zone}`;
      const end = sql`(${to}::date + 1)::timestamp at time zone ${zone}`;
      const [opening] = await rows<{ cents: number }>(
        db,
        sql`select coalesce(sum(amount_cents), 0)::float8 as cents from ledger_entries
            where account_id = ${accountId} and created_at < ${start}`,
      );
      const entries = await rows<{
        at: Date | string;
        kind: LedgerKind;
        reference: string | null;
        amount_cents: number;
      }>(
        db,
        sql`select created_at as at, kind, reference, amount_cents from ledger_entries
            where account_id = ${accountId} and created_at >= ${start} and created_at < ${end}
            order by created_at, id`,
      );
      const openingCents: Cents = opening?.cents ?? 0;
      return {
        openingCents,
        entries: entries.map((e) => ({
          at: new Date(e.at),
          kind: e.kind,
          reference: e.reference,
          amountCents: e.amount_cents,
        })),
        closingCents: entries.reduce((sum, e) => sum + e.amount_cents, openingCents),
      };
    },

    /**
     * Every entry up to the end of `to` (the account's time zone), oldest first, each with its calendar day
     * there and its order: what a statement's ageing is worked out from.
     */
    async untilEndOf(accountId: number, to: string) {
      const zone = sql`(select timezone from accounts where id = ${accountId})`;
      const found = await rows<{
        date: string;
        kind: LedgerKind;
        order_id: number | null;
        amount_cents: number;
      }>(
        db,
        sql`select to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as date, kind, order_id, amount_cents
            from ledger_entries
            where account_id = ${accountId} and created_at < (${to}::date + 1)::timestamp at time zone ${zone}
            order by created_at, id`,
      );
      return found.map((e) => ({
        date: e.date,
        kind: e.kind,
        orderId: e.order_id,
        amountCents: e.amount_cents,
      }));
    },

    /** A page of the ledger, newest first, each entry with what was owed after it. */
    async page(accountId: number, page: number, perPage: number) {
      const found = await rows<{
        id: number;
        at: Date | string;
        kind: LedgerKind;
        reference: string | null;
        order_id: number | null;
        order_number: string | null;
        amount_cents: number;
        balance_cents: number;
        total: number;
      }>(
        db,
        sql`select e.id, e.created_at as at, e.kind, e.reference, e.order_id, o.number as order_number,
                   e.amount_cents, e.balance_cents, (count(*) over ())::int as total
            from (select l.*, sum(l.amount_cents) over (order by l.created_at, l.id)::float8 as balance_cents
                  from ledger_entries l where l.account_id = ${accountId}) e
            left join orders o on o.id = e.order_id
            order by e.created_at desc, e.id desc
            limit ${perPage} offset ${(page - 1) * perPage}`,
      );
      return {
        total: found[0]?.total ?? (await this.count(accountId)),
        entries: found.map((e) => ({
          id: e.id,
          at: new Date(e.at),
          kind: e.kind,
          reference: e.reference,
          order: e.order_id !== null && e.order_number ? { id: e.order_id, number: e.order_number } : null,
          amountCents: e.amount_cents,
          balanceCents: e.balance_cents,
        })),
      };
    },

    async count(accountId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ledger_entries where account_id = ${accountId}`,
      );
      return row?.n ?? 0;
    },

    async record(entry: LedgerEntry): Promise<void> {
      await db.execute(recordQuery(entry));
    },
  };
}
