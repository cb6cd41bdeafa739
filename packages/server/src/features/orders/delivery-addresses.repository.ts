import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryAddress, SavedAddress } from '@tyreline/domain/contract/orders';
import { rows, type Db } from '../../db/client.ts';

const columns = sql`id, street, suburb, state, postcode`;

/**
 * Saves an address (once per account) and marks it the most recently used, answering it; only when `when` (an
 * EXISTS-able relation such as a CTE) has a row, so a statement can make it depend on an earlier part of itself.
 */
export const rememberAddressQuery = (accountId: number, address: DeliveryAddress, when?: SQL): SQL =>
  sql`insert into delivery_addresses (account_id, street, suburb, state, postcode)
      select ${accountId}::int, ${address.street}::text, ${address.suburb}::text, ${address.state}::text,
             ${address.postcode}::text
      ${when ? sql`where exists (select 1 from ${when})` : sql``}
      on conflict on constraint delivery_addresses_account_address
      do update set last_used_at = now()
      returning ${columns}`;

/** Marks one of the account's saved addresses the most recently used, answering it (nothing: not the account's). */
export const touchAddressQuery = (accountId: number, id: number, when?: SQL): SQL =>
  sql`update delivery_addresses set last_used_at = now()
      where account_id = ${accountId} and id = ${id}
        ${when ? sql`and exists (select 1 from ${when})` : sql``}
      returning ${columns}`;

/** An account's saved delivery addresses; another account's address is never found. */
export function createDeliveryAddressesRepository(db: Db) {
  return {
    /** The account's addresses, the most recently used first. */
    list(accountId: number): Promise<SavedAddress[]> {
      return rows<SavedAddress>(
        db,
        sql`select ${columns} from delivery_addresses where account_id = ${accountId}
            order by last_used_at desc, id desc`,
      );
    },

    /** Saves an address (once per account) and marks it the most recently used. */
    async remember(accountId: number, address: DeliveryAddress): Promise<SavedAddress> {
      const [saved] = await rows<SavedAddress>(db, rememberAddressQuery(accountId, address));
      return saved!;
    },

    /** Whether the account had that address (it is gone now). */
    async remove(accountId: number, id: number): Promise<boolean> {
      const removed = await rows<{ id: number }>(
        db,
        sql`delete from delivery_addresses where account_id = ${accountId} and id = ${id} returning id`,
      );
      return removed.length > 0;
    },
  };
}
