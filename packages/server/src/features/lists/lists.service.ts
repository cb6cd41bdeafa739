import { sql } from 'drizzle-orm';
import type { SavedList, SavedListRequest, SavedListSummary } from '@tyreline/domain/contract/lists';
import { inTransaction, rows, sqlList, type Db } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import type { TeamRole } from '@tyreline/domain/team';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';

export interface ListOwner {
  accountId: number;
  departmentId: number;
  userId: number;
  role: TeamRole;
}

interface SummaryRow {
  id: number;
  name: string;
  item_count: number;
  created_by: string | null;
  updated_at: Date | string;
}

const toSummary = (row: SummaryRow): SavedListSummary => ({
  id: row.id,
  name: row.name,
  item_count: row.item_count,
  created_by: row.created_by,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** One item per product (a product twice is one item with both quantities), in the order first given. */
function mergeItems(items: SavedListRequest['items']) {
  const merged = new Map<number, { productId: number; qty: number; index: number }>();
  items.forEach((item, index) => {
    const seen = merged.get(item.product_id);
    if (seen) seen.qty = Math.min(seen.qty + item.qty, 9999);
    else merged.set(item.product_id, { productId: item.product_id, qty: item.qty, index });
  });
  return [...merged.values()];
}

/** Saved lists of products, shared by the account's team; another account's list is simply not found. */
export function createListsService(db: Db, catalogue: CatalogueService, pricing: PricingService) {
  async function summaries(accountId: number, listId?: number): Promise<SavedListSummary[]> {
    const found = await rows<SummaryRow>(
      db,
      sql`select l.id, l.name, l.updated_at, u.username as created_by,
                 (select count(*)::int from saved_list_items i where i.list_id = l.id) as item_count
          from saved_lists l left join users u on u.id = l.created_by
          where l.account_id = ${accountId} ${listId === undefined ? sql`` : sql`and l.id = ${listId}`}
          order by lower(l.name), l.id`,
    );
    return found.map(toSummary);
  }

  /** Refuses products the account cannot buy, naming each item's position. */
  async function checkProducts(
    tx: Db,
    departmentId: number,
    items: ReturnType<typeof mergeItems>,
  ): Promise<void> {
    const sold = await rows<{ id: number }>(
      tx,
      sql`select id from products where department_id = ${departmentId} and active
          and id in (${sqlList(items.map((i) => i.productId))})`,
    );
    const ok = new Set(sold.map((p) => p.id));
    const errors: Record<string, string[]> = {};
    for (const item of items) {
      if (!ok.has(item.productId)) {
        errors[`items.${item.index}.product_id`] = ['This product is not available to your account'];
      }
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  async function writeItems(tx: Db, listId: number, items: ReturnType<typeof mergeItems>) {
    await tx.execute(sql`delete from saved_list_items where list_id = ${listId}`);
    const values = sql.join(
      items.map((item, position) => sql`(${listId}, ${item.productId}, ${item.qty}, ${position})`),
      sql`, `,
    );
    await tx.execute(sql`insert into saved_list_items (list_id, product_id, qty, position) values ${values}`);
  }

  const service = {
    list: (owner: ListOwner) => summaries(owner.accountId),

    async get(owner: ListOwner, listId: number): Promise<SavedList | undefined> {
      const [summary] = await summaries(owner.accountId, listId);
      if (!summary) return undefined;
      const items = await rows<{ product_id: number; qty: number }>(
        db,
        sql`select product_id, qty from saved_list_items where list_id = ${listId} order by position`,
      );
      const found = await catalogue.byIds(
        owner.departmentId,
        items.map((i) => i.product_id),
      );
      const priced = await pricing.withInlinePrices(owner, [...found.values()]);
      const products = new Map(priced.map((p) => [p.id, p]));
      return {
        ...summary,
        items: items.map((i) => ({
          product_id: i.product_id,
          qty: i.qty,
          product: products.get(i.product_id) ?? null,
        })),
      };
    },

    async create(owner: ListOwner, request: SavedListRequest): Promise<SavedList> {
      const items = mergeItems(request.items);
      await checkProducts(db, owner.departmentId, items);
      const id = await inTransaction(db, async (tx) => {
        const [row] = await rows<{ id: number }>(
          tx,
          sql`insert into saved_lists (account_id, name, created_by)
              values (${owner.accountId}, ${request.name}, ${owner.userId}) returning id`,
        );
        await writeItems(tx, row!.id, items);
        return row!.id;
      });
      return (await service.get(owner, id))!;
    },

    /** Renames the list and replaces its items; undefined when it is not the account's. */
    async replace(
      owner: ListOwner,
      listId: number,
      request: SavedListRequest,
    ): Promise<SavedList | undefined> {
      const items = mergeItems(request.items);
      const found = await inTransaction(db, async (tx) => {
        const [row] = await rows<{ id: number }>(
          tx,
          sql`update saved_lists set name = ${request.name}, updated_at = now()
              where id = ${listId} and account_id = ${owner.accountId} returning id`,
        );
        // Another account's list is not found before anything about its items is said.
        if (!row) return false;
        await checkProducts(tx, owner.departmentId, items);
        await writeItems(tx, listId, items);
        return true;
      });
      return found ? service.get(owner, listId) : undefined;
    },

    async remove(owner: ListOwner, listId: number): Promise<boolean> {
      const removed = await rows<{ id: number }>(
        db,
        sql`delete from saved_lists where id = ${listId} and account_id = ${owner.accountId} returning id`,
      );
      return removed.length > 0;
    },
  };
  return service;
}
export type ListsService = ReturnType<typeof createListsService>;
