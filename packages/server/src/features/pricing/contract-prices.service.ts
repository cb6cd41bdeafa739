import { sql } from 'drizzle-orm';
import type { ContractPrice, contractPriceInput } from '@tyreline/domain/contract/staff-catalogue';
import { toCents, toDollars } from '@tyreline/domain/money';
import type { z } from 'zod';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';

type ContractPriceRow = {
  product_id: number;
  sku: string;
  name: string;
  active: boolean;
  list_price_cents: number;
  best_price_cents: number;
  special_price_cents: number;
  is_special_offer: boolean;
};

export type ContractPriceOutcome =
  | { kind: 'done'; price: ContractPrice; created: boolean }
  | { kind: 'account_not_found' }
  | { kind: 'no_product'; sku: string };

const toContractPrice = (row: ContractPriceRow): ContractPrice => ({
  product_id: row.product_id,
  sku: row.sku,
  name: row.name,
  active: row.active,
  list_price: toDollars(row.list_price_cents),
  best_price: toDollars(row.best_price_cents),
  special_price: toDollars(row.special_price_cents),
  special_offer: row.is_special_offer,
});

/** What the audit log keeps of a contract price. */
const snapshot = ({ product_id, sku, best_price, special_price, special_offer }: ContractPrice) => ({
  product_id,
  sku,
  best_price,
  special_price,
  special_offer,
});

const selectPrices = sql`select ap.product_id, p.sku, p.name, p.active, p.list_price_cents, ap.best_price_cents,
                                ap.special_price_cents, ap.is_special_offer
                         from account_prices ap join products p on p.id = ap.product_id`;

/**
 * Accounts' contract prices (account_prices), which pricing prefers to list price less discount
 * (price-list.repository.ts); the CSV import writes the same rows.
 */
export function createContractPrices(db: Db) {
  const accountExists = async (tx: Db, accountId: number) =>
    (await rows(tx, sql`select 1 from accounts where id = ${accountId}`)).length > 0;

  return {
    /** An account's contract prices by SKU, optionally those whose SKU or name holds `q`; undefined: no account. */
    async list(
      accountId: number,
      { q, page, per_page }: { q?: string; page: number; per_page: number },
    ): Promise<{ data: ContractPrice[]; total: number } | undefined> {
      if (!(await accountExists(db, accountId))) return undefined;
      const like = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = sql`ap.account_id = ${accountId}
        ${like ? sql`and (lower(p.sku) like ${like} or lower(p.name) like ${like})` : sql``}`;
      const found = await rows<ContractPriceRow>(
        db,
        sql`${selectPrices} where ${where} order by p.sku, p.id
            limit ${per_page} offset ${(page - 1) * per_page}`,
      );
      const [counted] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from account_prices ap join products p on p.id = ap.product_id
            where ${where}`,
      );
      return { data: found.map(toContractPrice), total: counted?.n ?? 0 };
    },

    /** Sets (or replaces) an account's price for a product of its department, by SKU; audited on the account. */
    set(
      accountId: number,
      input: z.output<typeof contractPriceInput>,
      staffId: number,
    ): Promise<ContractPriceOutcome> {
      return inTransaction(db, async (tx) => {
        const [account] = await rows<{ department_id: number }>(
          tx,
          sql`select department_id from accounts where id = ${accountId} for key share`,
        );
        if (!account) return { kind: 'account_not_found' };
        const [product] = await rows<{ id: number }>(
          tx,
          sql`select id from products where department_id = ${account.department_id} and sku = ${input.sku}`,
        );
        if (!product) return { kind: 'no_product', sku: input.sku };
        const read = async () =>
          (
            await rows<ContractPriceRow>(
              tx,
              sql`${selectPrices} where ap.account_id = ${accountId} and ap.product_id = ${product.id}`,
            )
          )[0];
        const before = await read();
        await tx.execute(
          sql`insert into account_prices (account_id, product_id, best_price_cents, special_price_cents, is_special_offer)
              values (${accountId}, ${product.id}, ${toCents(input.best_price)},
                      ${toCents(input.special_price ?? 0)}, ${input.special_offer ?? false})
              on conflict (account_id, product_id) do update
              set best_price_cents = excluded.best_price_cents,
                  special_price_cents = excluded.special_price_cents,
                  is_special_offer = excluded.is_special_offer`,
        );
        const price = toContractPrice((await read())!);
        await audit(tx, {
          staffId,
          action: 'contract_price.set',
          entityType: 'account',
          entityId: accountId,
          before: before ? snapshot(toContractPrice(before)) : null,
          after: snapshot(price),
        });
        return { kind: 'done', price, created: !before };
      });
    },

    /** Removes an account's contract price (it pays list less its discount again); false when it had none. */
    remove(accountId: number, productId: number, staffId: number): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const [removed] = await rows<ContractPriceRow>(
          tx,
          sql`with gone as (delete from account_prices
                            where account_id = ${accountId} and product_id = ${productId} returning *)
              select gone.product_id, p.sku, p.name, p.active, p.list_price_cents, gone.best_price_cents,
                     gone.special_price_cents, gone.is_special_offer
              from gone join products p on p.id = gone.product_id`,
        );
        if (!removed) return false;
        await audit(tx, {
          staffId,
          action: 'contract_price.remove',
          entityType: 'account',
          entityId: accountId,
          before: snapshot(toContractPrice(removed)),
          after: null,
        });
        return true;
      });
    },
  };
}
