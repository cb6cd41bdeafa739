import { PG_INT_MAX } from '@tyreline/domain/text';
import { sql } from 'drizzle-orm';
import { PRODUCT_TYPES, SPEED_RATINGS } from '@tyreline/domain/contract/catalogue';
import { parsePcd } from '@tyreline/domain/tyre-size';
import { rows, type Db } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/catalogue.ts';
import {
  cellReader,
  chunks,
  rejectDuplicates,
  replaceAllBut,
  type CsvRow,
  type ImportErrors,
} from './catalogue-csv.ts';

export const PRODUCT_COLUMNS = {
  required: ['department_id', 'type', 'sku', 'name', 'list_price'],
  optional: (
    'brand category image width profile rim load_index speed_rating runflat diameter rim_width ' +
    'bolt_pattern offset center_bore finish auto_part_type special_price active'
  ).split(' '),
};

type ProductValues = typeof products.$inferInsert & { brand?: string; category?: string };

/** Reads product rows; a tyre needs its size, a wheel its diameter and PCD, an accessory its auto-part type. */
export function readProducts(csv: CsvRow[], errors: ImportErrors): { row: CsvRow; values: ProductValues }[] {
  return csv.flatMap((row) => {
    const before = errors.count;
    const cell = cellReader(row, errors);
    cell.need(...PRODUCT_COLUMNS.required);
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
      errors.add(row, 'a tyre needs width, profile and rim');
    }
    if (type === 'wheel' && (values.diameter === null || values.boltPattern === null)) {
      errors.add(row, 'a wheel needs diameter and bolt_pattern');
    }
    if (type === 'accessory' && values.autoPartType === null)
      errors.add(row, 'an accessory needs auto_part_type');
    return errors.count === before ? [{ row, values: values as ProductValues }] : [];
  });
}

/** A re-import replaces every column but the identity (department and SKU), the creation time and the generated search. */
const UPDATE_ALL = replaceAllBut(products, ['id', 'departmentId', 'sku', 'createdAt', 'search']);

/** Writes products (upsert by department and SKU), creating brands and categories they name. */
export async function writeProducts(
  tx: Db,
  items: { row: CsvRow; values: ProductValues }[],
  errors: ImportErrors,
) {
  rejectDuplicates(
    items,
    (i) => `${i.values.departmentId}|${i.values.sku}`,
    (i) => i.row,
    errors,
  );
  const departments = new Set(
    (await rows<{ id: number }>(tx, sql`select id from departments`)).map((d) => d.id),
  );
  const partTypes = new Set(
    (await rows<{ code: string }>(tx, sql`select code from auto_part_types`)).map((t) => t.code),
  );
  for (const { row, values } of items) {
    if (!departments.has(values.departmentId))
      errors.add(row, `department_id ${values.departmentId} does not exist`);
    if (
      values.autoPartType !== null &&
      values.autoPartType !== undefined &&
      !partTypes.has(values.autoPartType)
    ) {
      errors.add(row, `auto_part_type "${values.autoPartType}" is not one of ${[...partTypes].join(', ')}`);
    }
  }
  errors.throwIfAny();

  const brandNames = [...new Set(items.flatMap((i) => (i.values.brand ? [i.values.brand] : [])))];
  if (brandNames.length > 0) {
    await tx
      .insert(brands)
      .values(brandNames.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const brandId = new Map(
    (await tx.select({ id: brands.id, name: brands.name }).from(brands)).map((b) => [b.name, b.id]),
  );
  const categoryKeys = [
    ...new Set(items.flatMap((i) => (i.values.category ? [`${i.values.type}|${i.values.category}`] : []))),
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
  }
  const categoryId = new Map(
    (await tx.select().from(categories)).map((c) => [`${c.productType}|${c.name}`, c.id]),
  );

  let created = 0;
  for (const chunk of chunks(items)) {
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
      })
      .returning({ created: sql<boolean>`xmax = 0` });
    created += written.filter((w) => w.created).length;
  }
  return { created, updated: items.length - created };
}
