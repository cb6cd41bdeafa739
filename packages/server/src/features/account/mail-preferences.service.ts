import { eq } from 'drizzle-orm';
import type { MailPreferences } from '@tyreline/domain/mail-topics';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** A user's own switches for the optional notices (`@tyreline/domain/mail-topics`). */
export function createMailPreferences(db: Db) {
  const columns = {
    order_placed: users.mailOrderPlaced,
    dispatched: users.mailDispatched,
    statements: users.mailStatements,
  };
  return {
    async get(userId: number): Promise<MailPreferences | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
      return row;
    },

    async put(userId: number, preferences: MailPreferences): Promise<MailPreferences | undefined> {
      const [row] = await db
        .update(users)
        .set({
          mailOrderPlaced: preferences.order_placed,
          mailDispatched: preferences.dispatched,
          mailStatements: preferences.statements,
        })
        .where(eq(users.id, userId))
        .returning(columns);
      return row;
    },
  };
}

export type MailPreferencesService = ReturnType<typeof createMailPreferences>;
