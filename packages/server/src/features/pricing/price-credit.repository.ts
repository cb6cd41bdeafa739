import { sql } from 'drizzle-orm';
import { rows, sqlList, type Db } from '../../db/client.ts';
import { accountPricesQuery, toAccountPrices, type AccountPrice } from './price-list.repository.ts';

/** A price lookup's outcome: the prices, or refused because the credit would go below zero. */
export type PricedLookup = { kind: 'priced'; prices: Map<number, AccountPrice> } | { kind: 'exhausted' };

const NON_NEGATIVE_CREDIT = 'accounts_remaining_searches_non_negative';

/** Whether an error (or its cause, as the ORM wraps it) is the database refusing a negative credit. */
function isCreditExhausted(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514' && constraint === NON_NEGATIVE_CREDIT) return true;
  }
  return false;
}

export function createPriceCreditRepository(db: Db) {
  return {
    /**
     * Charges one credit per product the account has never looked up, when its price switch is on, and
     * reads the prices, in one statement (one round trip; decision 0015). The insert records the products
     * and the update takes the credit; the accounts table's CHECK (credit >= 0) refuses the whole statement
     * when it would go below zero, so concurrent lookups can never overspend and a refused lookup reads no
     * price; the unique (account, product) key makes a racing duplicate lookup wait and then pay nothing.
     */
    async chargeAndPrice(accountId: number, productIds: readonly number[]): Promise<PricedLookup> {
      try {
        const found = await rows<Parameters<typeof toAccountPrices>[0][number]>(
          db,
          sql`with fresh as (
                insert into price_lookups (account_id, product_id)
                select a.id, p.id from accounts a
                join products p on p.department_id = a.department_id and p.active
                where a.id = ${accountId} and p.id in (${sqlList(productIds)})
                  -- Checked once before any product is read: with the switch off nothing is recorded.
                  and (select price_switch from accounts where id = ${accountId}) = 1
                -- One insertion order for every lookup, so overlapping batches wait for each other, never deadlock.
                order by p.id
                on conflict do nothing
                returning product_id
              ), taken as (
                update accounts set remaining_searches = remaining_searches - (select count(*) from fresh)
                where id = ${accountId} and exists (select 1 from fresh)
              )
              ${accountPricesQuery(accountId, productIds)}`,
        );
        return { kind: 'priced', prices: toAccountPrices(found) };
      } catch (error) {
        if (isCreditExhausted(error)) return { kind: 'exhausted' };
        throw error;
      }
    },

    async limit(accountId: number) {
      const [row] = await rows<{ get_price_switch: number; remaining_searches: number }>(
        db,
        sql`select price_switch as get_price_switch, remaining_searches from accounts where id = ${accountId}`,
      );
      return row;
    },
  };
}
