import { PG_INT_MAX } from '@tyreline/domain/text';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { formatAmount } from '@tyreline/domain/money';
import { PRODUCT_TYPES, SPEED_RATINGS } from '@tyreline/domain/contract/catalogue';
import { IMPORT_COLUMNS } from '@tyreline/domain/contract/staff-imports';
import { parsePcd } from '@tyreline/domain/tyre-size';
import { rows, type Db } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/catalogue.ts';
import {
  cellReader,
  chunkWriter,
  duplicateCheck,
  type CsvRow,
  type CurrentValues,
  type ImportItem,
  type ImportProblems,
} from '../../lib/import-csv.ts';

type ProductValues = typeof products.$inferInsert & { brand?: string; category?: string };

/** Reads a product row; a tyre needs its size, a wheel its diameter and PCD, an accessory its auto-part type. */
function readProduct(row: CsvRow, problems: ImportProblems): ProductValues | undefined {
  const before = problems.count;
  const cell = cellReader(row, problems);
  cell.need(...IMPORT_COLUMNS.products.required);
  const type = cell.oneOf('type', PRODUCT_TYPES, (v) => v.toLowerCase());
  const values = {
    departmentId: cell.integer('department_id', 1, PG_INT_MAX),
    type,
    sku: cell.text('sku', 64),
    name: cell.text('name', 200),
    brand: cell.text('brand', 100),
    category: cell.text('category', 100),
    image: cell.text('image', 500) ?? null,
    width: cell.integer('width', 100, 399) ?? null,
    profile: cell.integer('profile', 20, 95) ?? null,
    rim: cell.decimal('rim', 10, 30) ?? null,
    loadIndex: cell.text('load_index', 10) ?? null,
    speedRating: cell.oneOf('speed_rating', SPEED_RATINGS, (v) => v.toUpperCase()) ?? null,
    runflat: cell.boolean('runflat') ?? false,
    diameter: cell.decimal('diameter', 10, 30) ?? null,
    rimWidth: cell.decimal('rim_width', 3, 15) ?? null,
    boltPattern: cell.parsed('bolt_pattern', parsePcd, 'a bolt pattern such as 5x114.3') ?? null,
    offset: cell.integer('offset', -100, 150) ?? null,
    centerBore: cell.decimal('center_bore', 30, 200) ?? null,
    finish: cell.text('finish', 50) ?? null,
    autoPartType: cell.text('auto_part_type', 50) ?? null,
    listPriceCents: cell.cents('list_price'),
    specialPriceCents: cell.cents('special_price') ?? null,
    active: cell.boolean('active') ?? true,
  };
  if (type === 'tyre' && (values.width === null || values.profile === null || values.rim === null)) {
    problems.add(row.line, 'a tyre needs width, profile and rim');
  }
  if (type === 'wheel' && (values.diameter === null || values.boltPattern === null)) {
    problems.add(row.line, 'a wheel needs diameter and bolt_pattern');
  }
  if (type === 'accessory' && values.autoPartType === null)
    problems.add(row.line, 'an accessory needs auto_part_type', 'auto_part_type');
  return problems.count === before ? (values as ProductValues) : undefined;
}

/** A re-import replaces every column but the identity (department and SKU), the creation time and the generated search. */
const {
  id: _id,
  departmentId: _department,
  sku: _sku,
  createdAt: _created,
  search: _search,
  version: _version,
  ...updatable
} = getTableColumns(products);
const UPDATE_ALL = {
  ...Object.fromEntries(
    Object.entries(updatable).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  ),
  // A back-office edit made before the import is then refused as stale.
  version: sql.raw('products.version + 1'),
};

/** Only a row that differs is rewritten, so unchanged rows are counted as such. */
const DIFFERS = sql.raw(
  `(${Object.values(updatable)
    .map((c) => `products.${c.name}`)
    .join(', ')}) is distinct from (${Object.values(updatable)
    .map((c) => `excluded.${c.name}`)
    .join(', ')})`,
);

/**
 * Streams product rows into the database (upsert by department and SKU), creating the brands and categories
 * they name; every row is checked, and after the first problem nothing more is written.
 */
export async function importProducts(tx: Db, csv: AsyncIterable<CsvRow>, problems: ImportProblems) {
  const departments = new Set(
    (await rows<{ id: number }>(tx, sql`select id from departments`)).map((d) => d.id),
  );
  const partTypes = new Set(
    (await rows<{ code: string }>(tx, sql`select code from auto_part_types`)).map((t) => t.code),
  );
  const brandId = new Map<string, number>();
  const categoryId = new Map<string, number>();
  const writer = chunkWriter<ProductValues>(
    problems,
    async (chunk) => {
      await createNamed(
        tx,
        chunk.map((i) => i.values),
        brandId,
        categoryId,
      );
      const written = await tx
        .insert(products)
        .values(
          chunk.map(({ values: { brand, category, ...values } }) => ({
            ...values,
            brandId: brand ? brandId.get(brand)! : null,
            categoryId: category ? categoryId.get(`${values.type}|${category}`)! : null,
          })),
        )
        .onConflictDoUpdate({
          target: [products.departmentId, products.sku],
          set: UPDATE_ALL,
          setWhere: DIFFERS,
        })
        .returning({
          departmentId: products.departmentId,
          sku: products.sku,
          created: sql<boolean>`xmax = 0`,
        });
      return written.map((w) => ({ key: `${w.departmentId}|${w.sku}`, created: w.created }));
    },
    currentProducts(tx),
  );
  const duplicate = duplicateCheck(problems);
  for await (const row of csv) {
    const values = readProduct(row, problems);
    if (!values) continue;
    let ok = !duplicate(`${values.departmentId}|${values.sku}`, row.line);
    if (!departments.has(values.departmentId)) {
      problems.add(row.line, `department_id ${values.departmentId} does not exist`, 'department_id');
      ok = false;
    }
    if (values.autoPartType && !partTypes.has(values.autoPartType)) {
      problems.add(
        row.line,
        `auto_part_type "${values.autoPartType}" is not one of ${[...partTypes].join(', ')}`,
        'auto_part_type',
      );
      ok = false;
    }
    const item: ImportItem<ProductValues> = {
      line: row.line,
      key: `${values.departmentId}|${values.sku}`,
      label: `${values.sku} ${values.name} (department ${values.departmentId})`,
      values,
      shown: productShown(values),
    };
    if (ok) await writer.add(item);
  }
  return writer.finish();
}

type Shown = Omit<ProductValues, 'departmentId' | 'sku' | 'brand' | 'category'> & {
  brand?: string | null;
  category?: string | null;
};
const text = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value);

/** A product's imported values as the sample shows them, by CSV column; for the file's row and the stored one. */
function productShown(v: Shown): Record<string, string> {
  return {
    type: text(v.type),
    name: text(v.name),
    brand: text(v.brand),
    category: text(v.category),
    image: text(v.image),
    width: text(v.width),
    profile: text(v.profile),
    rim: text(v.rim),
    load_index: text(v.loadIndex),
    speed_rating: text(v.speedRating),
    runflat: text(v.runflat),
    diameter: text(v.diameter),
    rim_width: text(v.rimWidth),
    bolt_pattern: text(v.boltPattern),
    offset: text(v.offset),
    center_bore: text(v.centerBore),
    finish: text(v.finish),
    auto_part_type: text(v.autoPartType),
    list_price: formatAmount(v.listPriceCents),
    special_price:
      v.specialPriceCents === null || v.specialPriceCents === undefined
        ? ''
        : formatAmount(v.specialPriceCents),
    active: text(v.active),
  };
}

/** The stored products sampled rows would overwrite, by `department|sku`. */
function currentProducts(tx: Db): CurrentValues {
  return async (keys) => {
    const found = await tx
      .select({ ...getTableColumns(products), brand: brands.name, category: categories.name })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          inArray(
            products.sku,
            keys.map((key) => key.slice(key.indexOf('|') + 1)),
          ),
          inArray(
            products.departmentId,
            keys.map((key) => Number(key.split('|')[0])),
          ),
        ),
      );
    return new Map(found.map((p) => [`${p.departmentId}|${p.sku}`, productShown(p)]));
  };
}

/** Creates the brands and categories a chunk names that are not there yet, remembering their ids. */
async function createNamed(
  tx: Db,
  items: ProductValues[],
  brandId: Map<string, number>,
  categoryId: Map<string, number>,
) {
  const brandNames = [...new Set(items.flatMap((i) => (i.brand && !brandId.has(i.brand) ? [i.brand] : [])))];
  if (brandNames.length > 0) {
    await tx
      .insert(brands)
      .values(brandNames.map((name) => ({ name })))
      .onConflictDoNothing();
    const found = await tx
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(inArray(brands.name, brandNames));
    for (const b of found) brandId.set(b.name, b.id);
  }
  const categoryKeys = [
    ...new Set(
      items.flatMap((i) => {
        const key = `${i.type}|${i.category}`;
        return i.category && !categoryId.has(key) ? [key] : [];
      }),
    ),
  ];
  if (categoryKeys.length > 0) {
    await tx
      .insert(categories)
      .values(
        categoryKeys.map((key) => {
          const [productType, name] = key.split('|') as [(typeof PRODUCT_TYPES)[number], string];
          return { productType, name };
        }),
      )
      .onConflictDoNothing();
    for (const c of await tx.select().from(categories)) categoryId.set(`${c.productType}|${c.name}`, c.id);
  }
}
