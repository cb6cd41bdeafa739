import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { products } from './catalogue.ts';

/** A named list of products with quantities ("Fleet Hilux set"), shared by everyone of the account. */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_lists_account_idx').on(t.accountId, t.name)],
);

export const savedListItems = pgTable(
  'saved_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    check('saved_list_items_qty', sql`${t.qty} between 1 and 9999`),
  ],
);
