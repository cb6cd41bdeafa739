import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  AccountInput,
  StaffAccount,
  StaffAccountListQuery,
  StaffAccountSummary,
} from '@tyreline/domain/contract/staff-accounts';
import { formatAbn } from '@tyreline/domain/abn';
import { toCents, toDollars } from '@tyreline/domain/money';
import { basisPointsToPercent, percentToBasisPoints } from '@tyreline/domain/percent';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { accounts, departments } from '../../db/schema/accounts.ts';
import { createLedgerRepository } from '../orders/ledger.repository.ts';
import { audit } from '../../lib/audit.ts';

type AccountRow = typeof accounts.$inferSelect;

/** What the operator tool and the back office may set on an account, in the database's units. */
export type AccountChanges = Partial<
  Pick<
    AccountRow,
    | 'name'
    | 'departmentId'
    | 'email'
    | 'phone'
    | 'logo'
    | 'creditLimitCents'
    | 'discountBp'
    | 'priceSwitch'
    | 'remainingSearches'
    | 'paymentTermsDays'
    | 'paymentTermsBasis'
    | 'abn'
    | 'billingAddress'
    | 'statementsEmail'
    | 'returnWindowDays'
    | 'disabled'
  >
>;

/** A staff member's edit: audited, and refused when the account moved past the version they saw. */
export interface StaffAccountEdit {
  staffId: number;
  version: number;
}

export type AccountOutcome =
  | { kind: 'done'; account: StaffAccount }
  | { kind: 'not_found' }
  | { kind: 'no_department'; departmentId: number }
  | { kind: 'stale'; account: StaffAccount };

/** The back office's form (dollars and percent) as changes in cents and basis points. */
export function changesFromInput(input: AccountInput): AccountChanges {
  return {
    name: input.name,
    departmentId: input.department_id,
    email: input.email,
    phone: input.phone,
    logo: input.logo,
    creditLimitCents: toCents(input.credit_limit),
    discountBp: percentToBasisPoints(input.discount),
    priceSwitch: input.get_price_switch,
    remainingSearches: input.remaining_searches,
    paymentTermsDays: input.payment_terms_days,
    statementsEmail: input.statements_email,
    ...(input.return_window_days === undefined ? {} : { returnWindowDays: input.return_window_days }),
    ...(input.payment_terms_basis === undefined ? {} : { paymentTermsBasis: input.payment_terms_basis }),
    ...(input.abn === undefined ? {} : { abn: input.abn }),
    ...(input.billing_address === undefined ? {} : { billingAddress: input.billing_address }),
  };
}

function toStaffAccount(row: AccountRow, balanceCents: number): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    department_id: row.departmentId,
    email: row.email,
    phone: row.phone,
    logo: row.logo,
    credit_limit: toDollars(row.creditLimitCents),
    discount: basisPointsToPercent(row.discountBp),
    get_price_switch: row.priceSwitch === 1 ? 1 : 0,
    remaining_searches: row.remainingSearches,
    payment_terms_days: row.paymentTermsDays,
    payment_terms_basis: row.paymentTermsBasis,
    abn: row.abn === null ? null : formatAbn(row.abn),
    billing_address: row.billingAddress,
    statements_email: row.statementsEmail,
    return_window_days: row.returnWindowDays,
    disabled: row.disabled,
    balance: toDollars(balanceCents),
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: its settable fields as the API names them, and the version. */
function snapshot(account: StaffAccount) {
  const { balance: _balance, created_at: _created, id: _id, ...fields } = account;
  return fields;
}

async function departmentExists(tx: Db, departmentId: number | undefined): Promise<boolean> {
  if (departmentId === undefined) return true;
  return !!(await tx.query.departments.findFirst({ where: eq(departments.id, departmentId) }));
}

/** Customer accounts as the supplier manages them; the operator tool and the back office both come here. */
export function createAccountAdmin(db: Db) {
  const withBalance = async (tx: Db, row: AccountRow) =>
    toStaffAccount(row, await createLedgerRepository(tx).balanceCents(row.id));

  return {
    async find(id: number): Promise<StaffAccount | undefined> {
      const row = await db.query.accounts.findFirst({ where: eq(accounts.id, id) });
      return row && withBalance(db, row);
    },

    async list(query: StaffAccountListQuery): Promise<{ data: StaffAccountSummary[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (query.status) conditions.push(sql`a.disabled = ${query.status === 'disabled'}`);
      if (query.department_id) conditions.push(sql`a.department_id = ${query.department_id}`);
      if (query.q) {
        const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const byId = /^\d{1,9}$/.test(query.q) ? Number(query.q) : 0;
        conditions.push(
          sql`(a.id = ${byId} or lower(a.name) like ${like} or lower(coalesce(a.email, '')) like ${like}
               or coalesce(a.phone, '') like ${like}
               or exists (select 1 from users u where u.account_id = a.id and u.username like ${like}))`,
        );
      }
      const found = await rows<{
        id: number;
        name: string;
        department_id: number;
        email: string | null;
        disabled: boolean;
        credit_limit_cents: number;
        balance_cents: number;
        user_count: number;
        total: number;
      }>(
        db,
        sql`select a.id, a.name, a.department_id, a.email, a.disabled, a.credit_limit_cents,
                   coalesce((select sum(amount_cents) from ledger_entries l where l.account_id = a.id), 0)::float8 as balance_cents,
                   (select count(*) from users u where u.account_id = a.id)::int as user_count,
                   (count(*) over ())::int as total
            from accounts a
            where ${sql.join(conditions, sql` and `)}
            order by lower(a.name), a.id
            limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      );
      let total = found[0]?.total;
      if (total === undefined) {
        const [counted] = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from accounts a where ${sql.join(conditions, sql` and `)}`,
        );
        total = counted?.n ?? 0;
      }
      return {
        total,
        data: found.map((a) => ({
          id: a.id,
          name: a.name,
          department_id: a.department_id,
          email: a.email,
          disabled: a.disabled,
          credit_limit: toDollars(a.credit_limit_cents),
          balance: toDollars(a.balance_cents),
          user_count: a.user_count,
        })),
      };
    },

    create(
      values: AccountChanges & Pick<AccountRow, 'name' | 'departmentId'>,
      by?: { staffId: number },
    ): Promise<AccountOutcome> {
      return inTransaction(db, async (tx) => {
        if (!(await departmentExists(tx, values.departmentId)))
          return { kind: 'no_department', departmentId: values.departmentId };
        const [row] = await tx.insert(accounts).values(values).returning();
        const account = await withBalance(tx, row!);
        if (by) {
          await audit(tx, {
            staffId: by.staffId,
            action: 'account.create',
            entityType: 'account',
            entityId: account.id,
            before: null,
            after: snapshot(account),
          });
        }
        return { kind: 'done', account };
      });
    },

    /** Changes an account and bumps its version; a staff edit must name the version it saw, and is audited. */
    update(id: number, changes: AccountChanges, by?: StaffAccountEdit): Promise<AccountOutcome> {
      return inTransaction(db, async (tx) => {
        const [locked] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('no key update');
        if (!locked) return { kind: 'not_found' };
        const before = await withBalance(tx, locked);
        if (by && by.version !== locked.version) return { kind: 'stale', account: before };
        if (!(await departmentExists(tx, changes.departmentId)))
          return { kind: 'no_department', departmentId: changes.departmentId! };
        const [row] = await tx
          .update(accounts)
          .set({ ...changes, version: sql`${accounts.version} + 1` })
          .where(eq(accounts.id, id))
          .returning();
        const account = toStaffAccount(row!, toCents(before.balance));
        if (by) {
          const onlyStatus = Object.keys(changes).length === 1 && changes.disabled !== undefined;
          await audit(tx, {
            staffId: by.staffId,
            action: onlyStatus ? (changes.disabled ? 'account.disable' : 'account.enable') : 'account.update',
            entityType: 'account',
            entityId: id,
            before: snapshot(before),
            after: snapshot(account),
          });
        }
        return { kind: 'done', account };
      });
    },
  };
}
