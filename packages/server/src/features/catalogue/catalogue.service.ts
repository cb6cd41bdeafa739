import { PRODUCT_TYPES } from '@tyreline/domain/contract/catalogue';
import { pageMeta } from '@tyreline/domain/contract/common';
import type {
  AccessoryQuery,
  CrossStockEntry,
  Product,
  ProductPage,
  ProductQuery,
  ProductType,
} from '@tyreline/domain/contract/catalogue';
import { LRUCache } from 'lru-cache';
import { capStock } from '@tyreline/domain/stock';
import { describeTyreSearch, formatTyreSize, type TyreSearch } from '@tyreline/domain/tyre-size';
import { teamMay, type TeamRole } from '@tyreline/domain/team';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { catalogueConditions, catalogueOrder, searchWords, type FilterContext } from './catalogue-filters.ts';
import { createCatalogueRepository, type ProductRow } from './catalogue.repository.ts';

type ListQuery = Partial<ProductQuery> &
  Partial<AccessoryQuery> &
  Pick<ProductQuery, 'sort' | 'page' | 'per_page'>;

/** numeric columns arrive as strings from the driver. */
const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

function toProduct(row: ProductRow): Product {
  const rim = numberOrNull(row.rim);
  return {
    id: row.id,
    type: row.type,
    sku: row.sku,
    name: row.name,
    image: row.image,
    brand:
      row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? '', icon: row.brand_icon },
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
    size:
      row.type === 'tyre' && row.width !== null
        ? formatTyreSize({ width: row.width, profile: row.profile ?? undefined, rim: rim ?? undefined })
        : null,
    width: row.width,
    profile: row.profile,
    rim,
    load_index: row.load_index,
    speed_rating: row.speed_rating,
    runflat: row.runflat,
    diameter: numberOrNull(row.diameter),
    rim_width: numberOrNull(row.rim_width),
    bolt_pattern: row.bolt_pattern,
    offset: row.offset,
    center_bore: numberOrNull(row.center_bore),
    finish: row.finish,
    auto_part_type: row.auto_part_type,
    // Exact figures stop here: only capped availability goes out.
    warehouse_availability: [...row.own_stock, ...row.cross_stock].map((w) => ({
      id: w.id,
      name: w.name,
      availability: capStock(Number(w.quantity)),
    })),
  };
}

/** Ids read per statement by `byIds`: well under PostgreSQL's 65,535 bound parameters. */
const BY_IDS_CHUNK = 2_000;

export interface CatalogueSettings {
  /** How long a listing page may be served from memory; 0 reads the database every time. */
  cacheMs: number;
}

interface ListKey {
  departmentId: number;
  /** Only in the key of a price-sorted page: that order is the account's own. */
  accountId?: number;
  types: readonly ProductType[];
  query: ListQuery;
}

export function createCatalogueService(db: Db, { cacheMs }: CatalogueSettings = { cacheMs: 0 }) {
  const repo = createCatalogueRepository(db);

  /** The filter context, or a 422 naming every id the database does not know. */
  async function resolve(
    departmentId: number,
    types: readonly ProductType[],
    query: ListQuery,
  ): Promise<FilterContext> {
    const words = searchWords(query.q);
    const [brandWords, references, warehouses] = await Promise.all([
      repo.brandsMatching(words),
      query.brand_id !== undefined || query.category_id !== undefined || query.auto_part_type !== undefined
        ? repo.referencesExist({
            brandId: query.brand_id,
            categoryId: query.category_id,
            autoPartType: query.auto_part_type,
          })
        : { brand: true, category: true, auto_part_type: true },
      query.warehouse_id === undefined ? [] : repo.visibleWarehouses(departmentId),
    ]);
    const errors: Record<string, string[]> = {};
    if (!references.brand) errors.brand_id = ['is not a known brand'];
    if (!references.category) errors.category_id = ['is not a known category'];
    if (!references.auto_part_type) errors.auto_part_type = ['is not a known auto-part type'];
    const warehouse = warehouses.find((w) => w.id === query.warehouse_id);
    if (query.warehouse_id !== undefined && !warehouse)
      errors.warehouse_id = ['is not a warehouse you can see'];
    if (Object.keys(errors).length > 0) throw invalid(errors);

    return {
      departmentId,
      types,
      brandWords,
      ...(warehouse && {
        warehouse:
          warehouse.kind === 'own'
            ? { kind: 'own', id: warehouse.id }
            : { kind: 'cross', sourceDepartmentId: warehouse.sourceDepartmentId },
      }),
    };
  }

  async function readPage({ departmentId, accountId, types, query }: ListKey): Promise<ProductPage> {
    const where = catalogueConditions(query, await resolve(departmentId, types, query));
    const found = await repo.listPage(departmentId, {
      where,
      order: catalogueOrder(query.sort, departmentId, accountId ?? 0),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    const total = found[0]?.total ?? (query.page > 1 ? await repo.count(where) : 0);
    return { data: found.map(toProduct), meta: pageMeta(total, query) };
  }

  /**
   * Listings carry no prices and depend only on the department and the query (and the account for a price
   * sort, which is keyed by it), so a
   * popular search is read once per `cacheMs` per process (concurrent misses share one read). Checkout
   * re-checks stock in its own transaction, so a listing at most `cacheMs` old cannot oversell.
   */
  const pages =
    cacheMs > 0
      ? new LRUCache<string, ProductPage, ListKey>({
          max: 2_000,
          ttl: cacheMs,
          fetchMethod: (_key, _stale, { context }) => readPage(context),
        })
      : undefined;

  /** The department's products with these ids as the shop shows them; ids it does not sell are left out. */
  async function byIds(departmentId: number, ids: readonly number[]): Promise<Map<number, Product>> {
    const found = new Map<number, Product>();
    for (let i = 0; i < ids.length; i += BY_IDS_CHUNK) {
      const chunk = ids.slice(i, i + BY_IDS_CHUNK);
      const page = await readPage({
        departmentId,
        types: PRODUCT_TYPES,
        query: { ids: chunk, sort: 'name', page: 1, per_page: chunk.length },
      });
      for (const p of page.data) found.set(p.id, p);
    }
    return found;
  }

  return {
    /** The filter context of a query (422 for ids the database does not know); the back office lists with it. */
    filterContext: resolve,

    /** A page of the department's products of the given types, with capped stock per warehouse. */
    async list(
      { departmentId, accountId, role }: { departmentId: number; accountId: number; role: TeamRole },
      types: readonly ProductType[],
      query: ListQuery,
    ): Promise<ProductPage> {
      // A viewer sees no prices, so not their order either: a price sort is by name, as for credit accounts.
      const byPrice = query.sort === 'price' && teamMay(role, 'seePrices');
      const key: ListKey = { departmentId, ...(byPrice && { accountId }), types, query };
      if (!pages) return readPage(key);
      return (await pages.fetch(JSON.stringify(key), { context: key }))!;
    },

    /**
     * For each size, its best-stocked `limit` tyres (the listing's own size rules and stock order) and how many
     * tyres it has, keyed by the size as formatted; two statements however many sizes.
     */
    async bestStockedOfSizes(
      departmentId: number,
      sizes: readonly TyreSearch[],
      limit: number,
    ): Promise<Map<string, { products: Product[]; total: number }>> {
      const base = catalogueConditions({}, { departmentId, types: ['tyre'], brandWords: new Map() });
      const distinct = [...new Map(sizes.map((size) => [describeTyreSearch(size), size])).entries()];
      const firsts = await repo.firstIdsOfSizes(
        base,
        distinct.map(([key, size]) => ({ key, size })),
        catalogueOrder('stock', departmentId, 0),
        limit,
      );
      const ids = firsts.flatMap((f) => (f.id === null ? [] : [f.id]));
      const products = await byIds(departmentId, [...new Set(ids)]);
      const found = new Map(distinct.map(([key]) => [key, { products: [] as Product[], total: 0 }]));
      for (const { key, id, total } of firsts) {
        const entry = found.get(key)!;
        entry.total = total;
        const product = id === null ? undefined : products.get(id);
        if (product) entry.products.push(product);
      }
      return found;
    },

    byIds,

    /** Same-SKU stock of another department, for a department that a cross-stock rule lets see it. */
    async crossStock(
      departmentId: number,
      targetDepartmentId: number,
      productIds: readonly number[],
    ): Promise<CrossStockEntry[]> {
      const rule = (await repo.visibleWarehouses(departmentId)).find(
        (w) => w.kind === 'cross' && w.sourceDepartmentId === targetDepartmentId,
      );
      if (rule?.kind !== 'cross') {
        throw invalid({ target_department_id: ['is not a department whose stock you can see'] });
      }
      const found = await repo.crossStock(departmentId, targetDepartmentId, productIds);
      return found.map((row) => ({
        product_id: row.product_id,
        name: row.name,
        total_stock: capStock(row.total),
        warehouse_id: rule.id,
        warehouse_name: rule.name,
      }));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
