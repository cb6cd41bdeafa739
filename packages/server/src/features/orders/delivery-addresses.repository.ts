import { sql } from 'drizzle-orm';
import type { DeliveryAddress, SavedAddress } from '@tyreline/domain/contract/orders';
import { rows, type Db } from '../../db/client.ts';

const columns = sql`id, street, suburb, state, postcode`;

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

    async find(accountId: number, id: number): Promise<SavedAddress | undefined> {
      const [found] = await rows<SavedAddress>(
        db,
        sql`select ${columns} from delivery_addresses where account_id = ${accountId} and id = ${id}`,
      );
      return found;
    },

    /** Saves an address (once per account) and marks it the most recently used. */
    async remember(accountId: number, address: DeliveryAddress): Promise<SavedAddress> {
      const [saved] = await rows<SavedAddress>(
        db,
        sql`insert into delivery_addresses (account_id, street, suburb, state, postcode)
            values (${accountId}, ${address.street}, ${address.suburb}, ${address.state}, ${address.postcode})
            on conflict on constraint delivery_addresses_account_address
            do update set last_used_at = now()
            returning ${columns}`,
      );
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
