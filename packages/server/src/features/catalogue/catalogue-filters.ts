import { sql, type SQL } from 'drizzle-orm';
import {
  SPEED_RATINGS,
  type AccessoryQuery,
  type ProductQuery,
  type ProductSort,
  type ProductType,
} from '@tyreline/domain/contract/catalogue';
import { sqlList } from '../../db/client.ts';
import { inlineChargedCentsSql } from '../pricing/price-list.repository.ts';

/** The words of a text search, split as products.search splits SKU and name; at most 8. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/[\s\-_()+,]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}./]/gu, ''))
    .filter((word) => word !== '')
    .slice(0, 8);
}

/** A prefix tsquery for words from `searchWords` (letters, digits, '.' and '/' only, so quoting is safe). */
const prefixQuery = (words: readonly string[]) => words.map((word) => `'${word}':*`).join(' & ');

/** Products `p` whose stored search document (SKU and name words, GIN-indexed) has every word as a prefix. */
const matches = (words: readonly string[]) =>
  sql`p.search @@ to_tsquery('simple'::regconfig, ${prefixQuery(words)})`;

/** Where the listing's stock comes from: the department's warehouses and its cross-stock rules. */
const ownStock = (departmentId: number) =>
  sql`select s.quantity from stock s
      where s.product_id = p.id
        and s.warehouse_id = any(array(select id from warehouses where department_id = ${departmentId}))`;
const crossStock = (departmentId: number) =>
  sql`select s2.quantity from cross_stock_rules r
      join products p2 on p2.department_id = r.source_department_id and p2.sku = p.sku and p2.active
      join stock s2 on s2.product_id = p2.id
      where r.department_id = ${departmentId}`;

/** What the filters need besides the query: the caller's department and what the database said of the query's ids. */
export interface FilterContext {
  departmentId: number;
  types: readonly ProductType[];
  /** Brand ids whose name a search word starts; words absent match name and SKU only. */
  brandWords: ReadonlyMap<string, number[]>;
  /** The `warehouse_id` filter resolved: one of the department's, or a cross-stock source department. */
  warehouse?: { kind: 'own'; id: number } | { kind: 'cross'; sourceDepartmentId: number };
  /** The back office lists deactivated products too; the shop never does. */
  includeInactive?: boolean;
}

type Filters = Partial<ProductQuery> & Partial<AccessoryQuery>;

/** The WHERE conditions of a catalogue listing over `products p`. */
export function catalogueConditions(filters: Filters, ctx: FilterContext): SQL[] {
  const where: SQL[] = [
    sql`p.department_id = ${ctx.departmentId}`,
    ...(ctx.includeInactive ? [] : [sql`p.active`]),
    sql`p.type in (${sqlList(ctx.types)})`,
  ];
  const add = (condition: SQL) => where.push(condition);

  if (filters.ids !== undefined) add(sql`p.id in (${sqlList(filters.ids)})`);

  const size = filters.size;
  if (size) where.push(...sizeConditions({ width: size.width, profile: size.profile, rim: size.rim }));
  // A size typed with its load and speed (205/55R16 91V) filters by them as the selects do.
  where.push(
    ...sizeConditions({
      width: filters.width,
      profile: filters.profile,
      rim: filters.rim,
      loadIndex: filters.load_index ?? size?.loadIndex,
      speedRating: filters.speed_rating ?? size?.speedRating,
    }),
  );
  if (filters.runflat !== undefined) add(sql`p.runflat = ${filters.runflat}`);
  if (filters.diameter !== undefined) add(sql`p.diameter = ${filters.diameter}`);
  if (filters.rim_width !== undefined) add(sql`p.rim_width = ${filters.rim_width}`);
  if (filters.bolt_pattern !== undefined) add(sql`p.bolt_pattern = ${filters.bolt_pattern}`);
  if (filters.center_bore !== undefined) add(sql`p.center_bore = ${filters.center_bore}`);
  if (filters.offset_min !== undefined) add(sql`p.offset >= ${filters.offset_min}`);
  if (filters.offset_max !== undefined) add(sql`p.offset <= ${filters.offset_max}`);
  if (filters.finish) add(sql`lower(p.finish) = lower(${filters.finish})`);
  if (filters.auto_part_type) add(sql`p.auto_part_type = ${filters.auto_part_type}`);
  if (filters.brand_id !== undefined) add(sql`p.brand_id = ${filters.brand_id}`);
  if (filters.category_id !== undefined) add(sql`p.category_id = ${filters.category_id}`);

  const words = searchWords(filters.q);
  const plainWords = words.filter((word) => !ctx.brandWords.has(word));
  if (plainWords.length > 0) add(matches(plainWords));
  for (const [word, brandIds] of ctx.brandWords) {
    add(sql`(p.brand_id in (${sqlList(brandIds)}) or ${matches([word])})`);
  }

  if (ctx.warehouse?.kind === 'own') {
    add(
      sql`exists (select 1 from stock s where s.product_id = p.id and s.warehouse_id = ${ctx.warehouse.id} and s.quantity > 0)`,
    );
  } else if (ctx.warehouse?.kind === 'cross') {
    add(sql`exists (select 1 from products p2 join stock s2 on s2.product_id = p2.id
                    where p2.department_id = ${ctx.warehouse.sourceDepartmentId} and p2.sku = p.sku
                      and p2.active and s2.quantity > 0)`);
  }
  if (filters.in_stock) {
    add(sql`(exists (${ownStock(ctx.departmentId)} and s.quantity > 0)
             or exists (${crossStock(ctx.departmentId)} and s2.quantity > 0))`);
  }
  return where;
}

/** The parts of a tyre size to match: values as parameters, or SQL such as the columns of a VALUES list. */
export interface SizeMatch {
  width?: number | SQL;
  profile?: number | SQL;
  rim?: number | SQL;
  /** At least this load index (the single-wheel figure). */
  loadIndex?: number | SQL;
  /** This speed rating or a faster one. */
  speedRating?: string;
}

/** A tyre size's conditions over `products p`, for a listing's filters and a quick order's sizes alike. */
export function sizeConditions(size: SizeMatch): SQL[] {
  const where: SQL[] = [];
  if (size.width !== undefined) where.push(sql`p.width = ${size.width}`);
  if (size.profile !== undefined) where.push(sql`p.profile = ${size.profile}`);
  if (size.rim !== undefined) where.push(sql`p.rim = ${size.rim}`);
  if (size.loadIndex !== undefined) {
    where.push(sql`(substring(p.load_index from '^[0-9]+'))::int >= ${size.loadIndex}`);
  }
  const speeds = SPEED_RATINGS as readonly string[];
  if (size.speedRating !== undefined && speeds.includes(size.speedRating)) {
    where.push(sql`p.speed_rating in (${sqlList(speeds.slice(speeds.indexOf(size.speedRating)))})`);
  }
  return where;
}

/** How a listing is ordered: `rank` is an extra output column, `orderBy` names output columns only. */
export interface CatalogueOrder {
  rank: SQL;
  orderBy: SQL;
}

/**
 * The order of a listing over output column names, so the page query and the query that adds stock to the
 * page can both apply it; every order ends with the id so pages never overlap. Stock orders by what
 * customers see (each warehouse capped at 8+), so the order reveals no more than the figures do; price
 * orders by the account's own price where it sees prices inline, else by name.
 */
export function catalogueOrder(sort: ProductSort, departmentId: number, accountId: number): CatalogueOrder {
  const noRank = sql`0`;
  switch (sort) {
    case 'brand':
      return { rank: noRank, orderBy: sql`brand_name nulls last, name, id` };
    case 'size':
      return { rank: noRank, orderBy: sql`width, profile, rim, diameter, rim_width, name, id` };
    case 'stock':
      // The rank the database keeps beside each product (migration 0019): these same capped figures.
      return { rank: sql`p.stock_rank`, orderBy: sql`stock_rank desc nulls last, name, id` };
    case 'price':
      return { rank: inlineChargedCentsSql(accountId), orderBy: sql`stock_rank nulls last, name, id` };
    case 'name':
      return { rank: noRank, orderBy: sql`name, id` };
  }
}
