import { PG_INT_MAX } from '@tyreline/domain/text';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { accountPrices, stock } from '../../db/schema/catalogue.ts';
import { cellReader, chunks, rejectDuplicates, type CsvRow, type ImportErrors } from './catalogue-csv.ts';

export const STOCK_COLUMNS = { required: ['warehouse', 'sku', 'quantity'], optional: [] };
export const PRICE_COLUMNS = {
  required: ['account_id', 'sku', 'best_price'],
  optional: ['special_price', 'special_offer'],
};

/** The id of each (department, SKU) pair, after this import's products are written. */
async function productIds(tx: Db): Promise<Map<string, number>> {
  const found = await rows<{ id: number; department_id: number; sku: string }>(
    tx,
    sql`select id, department_id, sku from products`,
  );
  return new Map(found.map((p) => [`${p.department_id}|${p.sku}`, p.id]));
}

/** Every warehouse under its code (lower-case) and under its id, as an import's `warehouse` cell names it. */
export async function warehousesByCodeOrId(tx: Db) {
  const warehouses = await rows<{ id: number; code: string; department_id: number }>(
    tx,
    sql`select id, code, department_id from warehouses`,
  );
  return new Map(
    warehouses.flatMap(
      (w) =>
        [
          [w.code.toLowerCase(), w],
          [String(w.id), w],
        ] as const,
    ),
  );
}

/** Sets stock levels: a warehouse (code or id), a SKU of that warehouse's department, a quantity. */
export async function writeStock(tx: Db, csv: CsvRow[], errors: ImportErrors): Promise<number> {
  const byKey = await warehousesByCodeOrId(tx);
  const ids = await productIds(tx);
  const values = csv.flatMap((row) => {
    const cell = cellReader(row, errors);
    cell.need(...STOCK_COLUMNS.required);
    const sku = cell.text('sku', 64);
    const quantity = cell.integer('quantity', 0, 1_000_000);
    const warehouse = byKey.get((row.cells.warehouse ?? '').toLowerCase());
    if (!warehouse && row.cells.warehouse)
      errors.add(row, `warehouse "${row.cells.warehouse}" does not exist`);
    const productId = warehouse && ids.get(`${warehouse.department_id}|${sku}`);
    if (warehouse && sku !== undefined && productId === undefined) {
      errors.add(row, `sku "${sku}" is not a product of department ${warehouse.department_id}`);
    }
    return warehouse && productId !== undefined && quantity !== undefined
      ? [{ row, productId, warehouseId: warehouse.id, quantity }]
      : [];
  });
  rejectDuplicates(
    values,
    (v) => `${v.productId}|${v.warehouseId}`,
    (v) => v.row,
    errors,
  );
  errors.throwIfAny();
  for (const chunk of chunks(values)) {
    await tx
      .insert(stock)
      .values(chunk.map(({ productId, warehouseId, quantity }) => ({ productId, warehouseId, quantity })))
      .onConflictDoUpdate({
        target: [stock.productId, stock.warehouseId],
        set: { quantity: sql`excluded.quantity` },
      });
  }
  return values.length;
}

/** Sets an account's contract prices for SKUs of its department. */
export async function writePrices(tx: Db, csv: CsvRow[], errors: ImportErrors): Promise<number> {
  const accounts = new Map(
    (await rows<{ id: number; department_id: number }>(tx, sql`select id, department_id from accounts`)).map(
      (a) => [a.id, a.department_id],
    ),
  );
  const ids = await productIds(tx);
  const values = csv.flatMap((row) => {
    const cell = cellReader(row, errors);
    cell.need(...PRICE_COLUMNS.required);
    const accountId = cell.integer('account_id', 1, PG_INT_MAX);
    const sku = cell.text('sku', 64);
    const best = cell.cents('best_price');
    const special = cell.cents('special_price') ?? 0;
    const offer = cell.boolean('special_offer') ?? false;
    const departmentId = accountId === undefined ? undefined : accounts.get(accountId);
    if (accountId !== undefined && departmentId === undefined)
      errors.add(row, `account_id ${accountId} does not exist`);
    const productId = ids.get(`${departmentId}|${sku}`);
    if (departmentId !== undefined && sku !== undefined && productId === undefined) {
      errors.add(row, `sku "${sku}" is not a product of the account's department ${departmentId}`);
    }
    if (offer && special === 0) errors.add(row, 'special_offer needs a special_price above 0');
    return accountId === undefined || productId === undefined || best === undefined
      ? []
      : [
          {
            row,
            accountId,
            productId,
            bestPriceCents: best,
            specialPriceCents: special,
            isSpecialOffer: offer,
          },
        ];
  });
  rejectDuplicates(
    values,
    (v) => `${v.accountId}|${v.productId}`,
    (v) => v.row,
    errors,
  );
  errors.throwIfAny();
  for (const chunk of chunks(values)) {
    await tx
      .insert(accountPrices)
      .values(chunk.map(({ row: _row, ...price }) => price))
      .onConflictDoUpdate({
        target: [accountPrices.accountId, accountPrices.productId],
        set: {
          bestPriceCents: sql`excluded.best_price_cents`,
          specialPriceCents: sql`excluded.special_price_cents`,
          isSpecialOffer: sql`excluded.is_special_offer`,
        },
      });
  }
  return values.length;
}
