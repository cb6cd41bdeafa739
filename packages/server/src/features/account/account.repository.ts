import { asc, eq } from 'drizzle-orm';
import type { Account } from '@tyreline/domain/contract/account';
import { toDollars } from '@tyreline/domain/money';
import type { Db } from '../../db/client.ts';
import { accounts, departments, users } from '../../db/schema/accounts.ts';

export function createAccountRepository(db: Db) {
  return {
    /** Every department, for the account form and the back office's catalogue filters. */
    departments(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .orderBy(asc(departments.id));
    },

    async forUser(accountId: number, userId: number): Promise<Account | undefined> {
      const [row] = await db
        .select({
          account: accounts,
          username: users.username,
          role: users.role,
          orderLimitCents: users.orderLimitCents,
        })
        .from(accounts)
        .innerJoin(users, eq(users.accountId, accounts.id))
        .where(eq(users.id, userId));
      if (!row || row.account.id !== accountId) return undefined;
      const a = row.account;
      return {
        id: a.id,
        department_id: a.departmentId,
        name: a.name,
        logo: a.logo,
        username: row.username,
        email: a.email,
        phone: a.phone,
        credit_limit: toDollars(a.creditLimitCents),
        get_price_switch: a.priceSwitch,
        remaining_searches: a.remainingSearches,
        role: row.role,
        order_limit: row.orderLimitCents === null ? null : toDollars(row.orderLimitCents),
        statements_email: a.statementsEmail,
      };
    },
  };
}
