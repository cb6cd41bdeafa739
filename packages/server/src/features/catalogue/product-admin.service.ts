import { eq, sql } from 'drizzle-orm';
import { PRODUCT_TYPES } from '@tyreline/domain/contract/catalogue';
import type {
  StaffProduct,
  StaffProductQuery,
  StaffProductSummary,
  productInput,
} from '@tyreline/domain/contract/staff-catalogue';
import { toCents, toDollars } from '@tyreline/domain/money';
import { formatTyreSize } from '@tyreline/domain/tyre-size';
import type { z } from 'zod';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/catalogue.ts';
import { invalid } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { catalogueConditions, catalogueOrder } from './catalogue-filters.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { EVERY_WAREHOUSE, staffWarehouseFilter } from '../staff/staff-warehouse-guard.ts';

type ProductRow = typeof products.$inferSelect;
type ParsedProductInput = z.output<typeof productInput>;

/** A staff member's edit: audited, and refused when the product moved past the version they saw. */
export interface StaffProductEdit {
  staffId: number;
  version: number;
}

export type ProductOutcome =
  | { kind: 'done'; product: StaffProduct }
  | { kind: 'not_found' }
  | { kind: 'no_brand'; brandId: number }
  | { kind: 'stale'; product: StaffProduct };

const sizeOf = (row: Pick<ProductRow, 'type' | 'width' | 'profile' | 'rim'>) =>
  row.type === 'tyre' && row.width !== null
    ? formatTyreSize({ width: row.width, profile: row.profile ?? undefined, rim: row.rim ?? undefined })
    : null;

/** The form's values as the table's columns (dollars to cents). */
function columnsOf(input: ParsedProductInput) {
  return {
    name: input.name,
    brandId: input.brand_id,
    listPriceCents: toCents(input.list_price),
    width: input.width,
    profile: input.profile,
    rim: input.rim,
    loadIndex: input.load_index,
    speedRating: input.speed_rating,
    runflat: input.runflat,
    diameter: input.diameter,
    rimWidth: input.rim_width,
    boltPattern: input.bolt_pattern,
    offset: input.offset,
    centerBore: input.center_bore,
    finish: input.finish,
  };
}

/** What the audit log keeps of a product: what staff may change, as the API names it, and the version. */
function snapshot(product: StaffProduct) {
  const {
    id: _id,
    department_id: _d,
    type: _t,
    sku: _s,
    category: _c,
    size: _z,
    stock: _k,
    ...fields
  } = product;
  return fields;
}

/** Products as the supplier's staff see and edit them: every product, exact stock, audited changes. */
export function createProductAdmin(db: Db) {
  const catalogue = createCatalogueService(db);

  /** The product with its stock at every warehouse of its department that `staff` works for. */
  async function load(tx: Db, row: ProductRow, staff = EVERY_WAREHOUSE): Promise<StaffProduct> {
    const [category] = row.categoryId
      ? await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId))
      : [];
    const stock = await rows<{ warehouse_id: number; warehouse_name: string; quantity: number }>(
      tx,
      sql`select w.id as warehouse_id, w.name as warehouse_name, coalesce(s.quantity, 0)::int as quantity
          from warehouses w left join stock s on s.warehouse_id = w.id and s.product_id = ${row.id}
          where w.department_id = ${row.departmentId} and ${staffWarehouseFilter(staff, sql`w.id`)}
          order by w.id`,
    );
    return {
      id: row.id,
      department_id: row.departmentId,
      type: row.type,
      sku: row.sku,
      name: row.name,
      brand_id: row.brandId,
      category: category?.name ?? null,
      size: sizeOf(row),
      list_price: toDollars(row.listPriceCents),
      width: row.width,
      profile: row.profile,
      rim: row.rim,
      load_index: row.loadIndex,
      speed_rating: row.speedRating,
      runflat: row.runflat,
      diameter: row.diameter,
      rim_width: row.rimWidth,
      bolt_pattern: row.boltPattern,
      offset: row.offset,
      center_bore: row.centerBore,
      finish: row.finish,
      active: row.active,
      version: row.version,
      stock,
    };
  }

  /** Changes a product and bumps its version in one transaction with its audit row. */
  function change(
    id: number,
    changes: Partial<ProductRow>,
    by: StaffProductEdit,
    action: string,
  ): Promise<ProductOutcome> {
    return inTransaction(db, async (tx) => {
      const [locked] = await tx.select().from(products).where(eq(products.id, id)).for('no key update');
      if (!locked) return { kind: 'not_found' };
      const before = await load(tx, locked);
      if (by.version !== locked.version) return { kind: 'stale', product: before };
      if (changes.brandId && !(await tx.query.brands.findFirst({ where: eq(brands.id, changes.brandId) })))
        return { kind: 'no_brand', brandId: changes.brandId };
      const [row] = await tx
        .update(products)
        .set({ ...changes, version: sql`${products.version} + 1` })
        .where(eq(products.id, id))
        .returning();
      const product = await load(tx, row!);
      await audit(tx, {
        staffId: by.staffId,
        action,
        entityType: 'product',
        entityId: id,
        before: snapshot(before),
        after: snapshot(product),
      });
      return { kind: 'done', product };
    });
  }

  return {
    /** A page of one department's products (the first when none is named) by the shop's filters, inactive too. */
    /** `stock` is the sum over the warehouses `staff` works for. */
    async list(
      query: StaffProductQuery,
      staff = EVERY_WAREHOUSE,
    ): Promise<{ data: StaffProductSummary[]; total: number }> {
      const [department] = await rows<{ id: number }>(
        db,
        sql`select id from departments
            where id = coalesce(${query.department_id ?? null}::int, (select min(id) from departments))`,
      );
      if (!department) throw invalid({ department_id: ['is not a known department'] });
      // The type is the listing's types here, as the shop's tabs are; the rest are the shop's filters.
      const { type, department_id: _department, status, ...filters } = query;
      const types = type ? [type] : PRODUCT_TYPES;
      const context = await catalogue.filterContext(department.id, types, filters);
      const where = catalogueConditions(filters, { ...context, includeInactive: true });
      if (status) where.push(sql`p.active = ${status === 'active'}`);
      // No account: a price sort falls back to the name, as it does for accounts that pay for lookups.
      const order = catalogueOrder(query.sort, department.id, 0);
      const found = await rows<{
        id: number;
        department_id: number;
        type: ProductRow['type'];
        sku: string;
        name: string;
        brand_name: string | null;
        width: number | null;
        profile: number | null;
        rim: string | null;
        list_price_cents: number;
        active: boolean;
        stock: number;
        total: number;
      }>(
        db,
        sql`select p.id, p.department_id, p.type, p.sku, p.name, b.name as brand_name, p.width, p.profile,
                   p.rim, p.diameter, p.rim_width, p.list_price_cents, p.active, ${order.rank} as stock_rank,
                   (select coalesce(sum(s.quantity), 0) from stock s
                    join warehouses w on w.id = s.warehouse_id and w.department_id = p.department_id
                    where s.product_id = p.id and ${staffWarehouseFilter(staff, sql`w.id`)})::int as stock,
                   (count(*) over ())::int as total
            from products p left join brands b on b.id = p.brand_id
            where ${sql.join(where, sql` and `)}
            order by ${order.orderBy}
            limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      );
      let total = found[0]?.total;
      if (total === undefined) {
        const [counted] = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from products p where ${sql.join(where, sql` and `)}`,
        );
        total = counted?.n ?? 0;
      }
      return {
        total,
        data: found.map((p) => ({
          id: p.id,
          department_id: p.department_id,
          type: p.type,
          sku: p.sku,
          name: p.name,
          brand: p.brand_name,
          size: sizeOf({ ...p, rim: p.rim === null ? null : Number(p.rim) }),
          list_price: toDollars(p.list_price_cents),
          active: p.active,
          stock: p.stock,
        })),
      };
    },

    /** With the stock of the warehouses `staff` works for (decision 0052). */
    async find(id: number, staff = EVERY_WAREHOUSE): Promise<StaffProduct | undefined> {
      const row = await db.query.products.findFirst({ where: eq(products.id, id) });
      return row && load(db, row, staff);
    },

    /** Saves the whole form; the version seen must still be current. */
    update: (id: number, input: ParsedProductInput, by: StaffProductEdit) =>
      change(id, columnsOf(input), by, 'product.update'),

    /** Deactivates (the shop no longer lists or sells it) or reactivates a product. */
    setActive: (id: number, active: boolean, by: StaffProductEdit) =>
      change(id, { active }, by, active ? 'product.reactivate' : 'product.deactivate'),
  };
}
