import { sql, type SQL } from 'drizzle-orm';
import { rows, sqlList, type Db } from '../../db/client.ts';
import type { TyreSearch } from '@tyreline/domain/tyre-size';
import { sizeConditions, type CatalogueOrder } from './catalogue-filters.ts';

/** Exact stock of one warehouse; it is capped before it leaves the server. */
export interface StockFigure {
  id: number;
  name: string;
  quantity: number;
}

/** A product row of a listing, with exact stock per warehouse the account sees. */
export interface ProductRow {
  id: number;
  type: 'tyre' | 'wheel' | 'accessory';
  sku: string;
  name: string;
  image: string | null;
  brand_id: number | null;
  brand_name: string | null;
  brand_icon: string | null;
  category_id: number | null;
  category_name: string | null;
  width: number | null;
  profile: number | null;
  rim: string | null;
  load_index: string | null;
  speed_rating: string | null;
  runflat: boolean;
  diameter: string | null;
  rim_width: string | null;
  bolt_pattern: string | null;
  offset: number | null;
  center_bore: string | null;
  finish: string | null;
  auto_part_type: string | null;
  total: number;
  own_stock: StockFigure[];
  cross_stock: StockFigure[];
}

export interface ListPage {
  where: SQL[];
  order: CatalogueOrder;
  limit: number;
  offset: number;
}

/** A warehouse the account sees: its department's own, or a cross-stock one fed by another department. */
export type VisibleWarehouse =
  | { kind: 'own'; id: number; name: string; pickUp: boolean }
  | { kind: 'cross'; id: number; name: string; sourceDepartmentId: number };

export function createCatalogueRepository(db: Db) {
  return {
    /**
     * One page of products, the total count and each product's exact stock in one round trip: the page is
     * cut first, so stock is read for its rows only.
     */
    listPage(departmentId: number, { where, order, limit, offset }: ListPage): Promise<ProductRow[]> {
      return rows<ProductRow>(
        db,
        sql`with page as (
              select p.id, p.type, p.sku, p.name, p.image, p.brand_id, b.name as brand_name, b.icon as brand_icon,
                     p.category_id, c.name as category_name, p.width, p.profile, p.rim, p.load_index,
                     p.speed_rating, p.runflat, p.diameter, p.rim_width, p.bolt_pattern, p.offset,
                     p.center_bore, p.finish, p.auto_part_type, ${order.rank} as stock_rank,
                     count(*) over ()::int as total
              from products p
              left join brands b on b.id = p.brand_id
              left join categories c on c.id = p.category_id
              where ${sql.join(where, sql` and `)}
              order by ${order.orderBy}
              limit ${limit} offset ${offset}
            )
            select page.*,
              (select coalesce(json_agg(json_build_object('id', w.id, 'name', w.name,
                        'quantity', coalesce(s.quantity, 0)) order by w.id), '[]')
                 from warehouses w left join stock s on s.warehouse_id = w.id and s.product_id = page.id
                 where w.department_id = ${departmentId}) as own_stock,
              (select coalesce(json_agg(json_build_object('id', r.warehouse_id, 'name', r.warehouse_name,
                        'quantity', (select coalesce(sum(s2.quantity), 0)
                                     from products p2 join stock s2 on s2.product_id = p2.id
                                     where p2.department_id = r.source_department_id and p2.sku = page.sku
                                       and p2.active)) order by r.warehouse_id), '[]')
                 from cross_stock_rules r where r.department_id = ${departmentId}) as cross_stock
            from page
            order by ${order.orderBy}`,
      );
    },

    /**
     * For each of several tyre sizes, its first `limit` product ids in `order` and how many products it has:
     * one lateral read of a VALUES list per shape of size (which parts were typed, and the speed rating), so
     * a quick order's sizes cost one statement planned a few times rather than once per size.
     */
    firstIdsOfSizes(
      base: SQL[],
      sizes: ReadonlyArray<{ key: string; size: TyreSearch }>,
      order: CatalogueOrder,
      limit: number,
    ): Promise<Array<{ key: string; id: number | null; total: number }>> {
      const shapes = new Map<string, { key: string; size: TyreSearch }[]>();
      for (const entry of sizes) {
        const { profile, rim, loadIndex, speedRating } = entry.size;
        const shape = [profile !== undefined, rim !== undefined, loadIndex !== undefined, speedRating].join();
        const group = shapes.get(shape);
        if (group) group.push(entry);
        else shapes.set(shape, [entry]);
      }
      if (shapes.size === 0) return Promise.resolve([]);
      const parts = [...shapes.values()].map((group) => {
        const { profile, rim, loadIndex, speedRating } = group[0]!.size;
        const where = sql.join(
          [
            ...base,
            ...sizeConditions({
              width: sql`v.width`,
              profile: profile === undefined ? undefined : sql`v.profile`,
              rim: rim === undefined ? undefined : sql`v.rim`,
              loadIndex: loadIndex === undefined ? undefined : sql`v.load_index`,
              speedRating,
            }),
          ],
          sql` and `,
        );
        const values = group.map(
          ({ key, size }) =>
            sql`(${key}::text, ${size.width}::int, ${size.profile ?? null}::int, ${size.rim ?? null}::numeric,
                 ${size.loadIndex ?? null}::int)`,
        );
        return sql`(select v.key, page.id, counts.total
                    from (values ${sql.join(values, sql`, `)}) as v(key, width, profile, rim, load_index)
                    cross join lateral (select count(*)::int as total from products p where ${where}) counts
                    left join lateral (select p.id, p.name, ${order.rank} as stock_rank
                                       from products p where ${where}
                                       order by ${order.orderBy} limit ${limit}) page on true)`;
      });
      return rows(db, sql.join(parts, sql` union all `));
    },

    /** How many products match, for a page past the end (which has no row to carry the total). */
    async count(where: SQL[]): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from products p where ${sql.join(where, sql` and `)}`,
      );
      return row?.n ?? 0;
    },

    /** The warehouses an account of the department sees: its own, then one per cross-stock rule. */
    async visibleWarehouses(departmentId: number): Promise<VisibleWarehouse[]> {
      const found = await rows<{
        id: number;
        name: string;
        pick_up: boolean;
        source_department_id: number | null;
      }>(
        db,
        sql`select id, name, pick_up, null::int as source_department_id from warehouses
            where department_id = ${departmentId}
            union all
            select warehouse_id, warehouse_name, false, source_department_id from cross_stock_rules
            where department_id = ${departmentId}
            order by id`,
      );
      return found.map((w) =>
        w.source_department_id === null
          ? { kind: 'own', id: w.id, name: w.name, pickUp: w.pick_up }
          : { kind: 'cross', id: w.id, name: w.name, sourceDepartmentId: w.source_department_id },
      );
    },

    /** For each search word that starts a word of a brand's name, those brands' ids. */
    async brandsMatching(words: readonly string[]): Promise<Map<string, number[]>> {
      if (words.length === 0) return new Map();
      const found = await rows<{ word: string; ids: number[] }>(
        db,
        sql`select w.word, array_agg(b.id order by b.id) as ids
            from unnest(array[${sqlList(words)}]::text[]) as w(word)
            join brands b on to_tsvector('simple'::regconfig, b.name)
                             @@ to_tsquery('simple'::regconfig, quote_literal(w.word) || ':*')
            group by w.word`,
      );
      return new Map(found.map((row) => [row.word, row.ids]));
    },

    /** Whether the brand, category and auto-part type code a query names exist (true when not named). */
    async referencesExist(ids: { brandId?: number; categoryId?: number; autoPartType?: string }) {
      const [row] = await rows<{ brand: boolean; category: boolean; auto_part_type: boolean }>(
        db,
        sql`select ${ids.brandId === undefined} or exists (select 1 from brands where id = ${ids.brandId ?? 0}) as brand,
                   ${ids.categoryId === undefined} or exists (select 1 from categories where id = ${ids.categoryId ?? 0}) as category,
                   ${ids.autoPartType === undefined} or exists (select 1 from auto_part_types where code = ${ids.autoPartType ?? ''}) as auto_part_type`,
      );
      return row!;
    },

    /** Each product's name and its same-SKU total stock in the source department, for products of the department. */
    crossStock(departmentId: number, sourceDepartmentId: number, productIds: readonly number[]) {
      return rows<{ product_id: number; name: string; total: number }>(
        db,
        sql`select p.id as product_id, p.name,
                   (select coalesce(sum(s2.quantity), 0)::int
                    from products p2 join stock s2 on s2.product_id = p2.id
                    where p2.department_id = ${sourceDepartmentId} and p2.sku = p.sku and p2.active) as total
            from products p
            where p.department_id = ${departmentId} and p.active and p.id in (${sqlList(productIds)})
            order by p.id`,
      );
    },
  };
}
