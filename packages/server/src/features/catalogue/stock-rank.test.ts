import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product, ProductPage } from '@tyreline/domain/contract/catalogue';
import { STOCK_CAP } from '@tyreline/domain/stock';
import { rows, sqlList } from '../../db/client.ts';
import { GOLD_COAST, TRADE } from '../../../test/support/orders.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { importCatalogue } from '../imports/imports.service.ts';

// The stock sort and a quick order's choices read `products.stock_rank`, which the database's triggers keep
// (migration 0019). The oracle here is what customers are shown: each warehouse's figure, capped at 8+.

let t: TestApp;
let trade: { authorization: string };
let goldCoast: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  trade = await t.authAs(TRADE); // department 7
  goldCoast = await t.authAs(GOLD_COAST); // department 8, which also sees department 7's stock
});
afterAll(() => t?.close());

const shown = (p: Product) =>
  p.warehouse_availability.reduce(
    (sum, w) => sum + (w.availability === '8+' ? STOCK_CAP : w.availability),
    0,
  );

/** Every tyre a customer lists, with the stock it is shown and the rank kept for it. */
async function ranksOf(headers: { authorization: string }) {
  const listed: Product[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cus/products',
      query: { type: 'tyre', per_page: '100', page: String(page) },
      headers,
    });
    const body = response.json() as ProductPage;
    listed.push(...body.data);
    if (page >= body.meta.last_page) break;
  }
  const kept = await rows<{ id: number; stock_rank: number }>(
    t.database.db,
    sql`select id, stock_rank from products where id in (${sqlList(listed.map((p) => p.id))})`,
  );
  const rank = new Map(kept.map((k) => [k.id, k.stock_rank]));
  return listed.map((p) => ({ id: p.id, shown: shown(p), kept: rank.get(p.id) }));
}

async function expectRanksToMatchWhatCustomersSee() {
  for (const headers of [trade, goldCoast]) {
    const ranks = await ranksOf(headers);
    expect(ranks.length).toBeGreaterThan(20);
    expect(ranks.filter((r) => r.kept !== r.shown)).toEqual([]);
  }
}

/** A department 7 tyre whose SKU department 8 also sells, so its stock counts in both. */
async function sharedTyre() {
  const [shared] = await rows<{ id: number; sku: string; seen_by: number }>(
    t.database.db,
    sql`select p.id, p.sku, t.id as seen_by from products p
        join products t on t.department_id = 8 and t.sku = p.sku and t.active
        where p.department_id = 7 and p.type = 'tyre' and p.active order by p.id limit 1`,
  );
  return shared!;
}

describe('the stock rank a stock sort orders by', () => {
  it('equals the capped stock customers see, in their own warehouses and through cross-stock', async () => {
    await expectRanksToMatchWhatCustomersSee();
  });

  it('follows stock rows as they are edited, removed and added, in the product and in the products that see it', async () => {
    const shared = await sharedTyre();
    const rankOfTheSeer = async () =>
      (
        await rows<{ stock_rank: number }>(
          t.database.db,
          sql`select stock_rank from products where id = ${shared.seen_by}`,
        )
      )[0]!.stock_rank;
    await t.database.db.execute(
      sql`update stock set quantity = case warehouse_id when 1 then 12 when 2 then 3 else 0 end
          where product_id = ${shared.id}`,
    );
    await expectRanksToMatchWhatCustomersSee();
    const withEightPlus = await rankOfTheSeer();
    await t.database.db.execute(sql`delete from stock where product_id = ${shared.id} and warehouse_id <> 1`);
    await t.database.db.execute(sql`update stock set quantity = 2 where product_id = ${shared.id}`);
    await expectRanksToMatchWhatCustomersSee();
    await t.database.db.execute(
      sql`insert into stock (product_id, warehouse_id, quantity) values (${shared.id}, 2, 1), (${shared.id}, 3, 1)`,
    );
    await expectRanksToMatchWhatCustomersSee();
    // Department 8 sees the SKU's 12 + 3 capped at 8, then 2 + 1 + 1.
    expect(await rankOfTheSeer()).toBe(withEightPlus - 8 + 4);
  });

  it('follows a source product deactivated, a cross-stock rule removed and added again, and a new product', async () => {
    const shared = await sharedTyre();
    await t.database.db.execute(sql`update stock set quantity = 9 where product_id = ${shared.id}`);
    await t.database.db.execute(sql`update products set active = false where id = ${shared.id}`);
    await expectRanksToMatchWhatCustomersSee();
    await t.database.db.execute(sql`update products set active = true where id = ${shared.id}`);
    const [rule] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`delete from cross_stock_rules where department_id = 8 returning *`,
    );
    await expectRanksToMatchWhatCustomersSee();
    await t.database.db.execute(
      sql`insert into cross_stock_rules (department_id, source_department_id, warehouse_id, warehouse_name)
          values (8, 7, ${rule!.warehouse_id as number}, ${rule!.warehouse_name as string})`,
    );
    await expectRanksToMatchWhatCustomersSee();
    // A department 8 tyre created with a SKU whose stock department 7 already holds ranks by it at once.
    await t.database.db.execute(
      sql`insert into products (department_id, type, sku, name, width, profile, rim, list_price_cents)
          select 8, 'tyre', p.sku || '-GC', p.name, p.width, p.profile, p.rim, p.list_price_cents
          from products p where p.id = ${shared.id}`,
    );
    await t.database.db.execute(
      sql`update products set sku = sku || '-GC' where department_id = 7 and id = ${shared.id}`,
    );
    await expectRanksToMatchWhatCustomersSee();
  });

  it('ranks what a stock import changed once before it commits, and a dry run changes no rank', async () => {
    const shared = await sharedTyre();
    const { sku } = shared;
    const stockFile = (quantities: number[]) => ({
      kind: 'stock' as const,
      name: 'stock.csv',
      stream: Readable.from(
        ['warehouse,sku,quantity', ...quantities.map((q, i) => `${i + 1},${sku},${q}`)].join('\n'),
      ),
    });
    const keptRanks = () =>
      rows<{ id: number; stock_rank: number }>(
        t.database.db,
        sql`select id, stock_rank from products where id in (${shared.id}, ${shared.seen_by}) order by id`,
      );
    await importCatalogue(t.database.db, [stockFile([1, 1, 0])], { dryRun: false });
    const before = await keptRanks();
    await expectRanksToMatchWhatCustomersSee();

    const dryRun = await importCatalogue(t.database.db, [stockFile([9, 9, 9])], { dryRun: true });
    expect(dryRun.kind).toBe('done');
    expect(await keptRanks()).toEqual(before);

    await importCatalogue(t.database.db, [stockFile([9, 2, 0])], { dryRun: false });
    expect((await keptRanks()).find((r) => r.id === shared.id)!.stock_rank).toBe(8 + 2);
    await expectRanksToMatchWhatCustomersSee();
  });

  it('is left alone, its products not even locked, while a shelf stays at 8 or more', async () => {
    const shared = await sharedTyre();
    await t.database.db.execute(
      sql`update stock set quantity = case warehouse_id when 1 then 20 else 1 end where product_id = ${shared.id}`,
    );
    // Whether this transaction locked (or wrote) the product or the one seeing its stock, by the rows' xmax.
    const touched = (quantity: number) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update stock set quantity = ${quantity} where product_id = ${shared.id} and warehouse_id = 1`,
        );
        return rows<{ id: number }>(
          tx,
          sql`select id from products where id in (${shared.id}, ${shared.seen_by})
              and xmax = pg_current_xact_id()::xid order by id`,
        );
      });
    expect(await touched(9)).toEqual([]);
    await expectRanksToMatchWhatCustomersSee();
    const bothIds = [shared.id, shared.seen_by].sort((a, b) => a - b).map((id) => ({ id }));
    expect(await touched(5)).toEqual(bothIds);
    await expectRanksToMatchWhatCustomersSee();
  });

  it('stays exact when transactions change one product in several warehouses at once', async () => {
    const shared = await sharedTyre();
    await t.database.db.execute(sql`update stock set quantity = 0 where product_id = ${shared.id}`);
    // Each takes one warehouse from 0 to 5 and holds its transaction open a moment, so on PostgreSQL they overlap.
    await Promise.all(
      [1, 2, 3].map((warehouseId) =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`update stock set quantity = 5 where product_id = ${shared.id} and warehouse_id = ${warehouseId}`,
          );
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    const [kept] = await rows<{ stock_rank: number }>(
      t.database.db,
      sql`select stock_rank from products where id = ${shared.id}`,
    );
    expect(kept!.stock_rank).toBe(15);
    await expectRanksToMatchWhatCustomersSee();
  });
});
