import { IMPORT_COLUMNS } from '@tyreline/domain/contract/staff-imports';
import { formatAmount } from '@tyreline/domain/money';
import { PG_INT_MAX } from '@tyreline/domain/text';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { accountPrices, stock } from '../../db/schema/catalogue.ts';
import { cellReader, chunkWriter, duplicateCheck, type CsvRow, type ImportProblems } from './import-csv.ts';

/** The id of each (department, SKU) pair, after this import's products are written. */
async function productIds(tx: Db): Promise<Map<string, number>> {
  const found = await rows<{ id: number; department_id: number; sku: string }>(
    tx,
    sql`select id, department_id, sku from products`,
  );
  return new Map(found.map((p) => [`${p.department_id}|${p.sku}`, p.id]));
}

type StockValues = { productId: number; warehouseId: number; quantity: number };

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

/** Streams stock levels in: a warehouse (code or id), a SKU of that warehouse's department, a quantity. */
export async function importStock(tx: Db, csv: AsyncIterable<CsvRow>, problems: ImportProblems) {
  const byKey = await warehousesByCodeOrId(tx);
  const ids = await productIds(tx);
  const writer = chunkWriter<StockValues>(problems, async (chunk) => {
    const written = await tx
      .insert(stock)
      .values(chunk.map((item) => item.values))
      .onConflictDoUpdate({
        target: [stock.productId, stock.warehouseId],
        set: { quantity: sql`excluded.quantity` },
        setWhere: sql`stock.quantity is distinct from excluded.quantity`,
      })
      .returning({
        productId: stock.productId,
        warehouseId: stock.warehouseId,
        created: sql<boolean>`xmax = 0`,
      });
    return written.map((w) => ({ key: `${w.productId}|${w.warehouseId}`, created: w.created }));
  });
  const duplicate = duplicateCheck(problems);
  for await (const row of csv) {
    const cell = cellReader(row, problems);
    cell.need(...IMPORT_COLUMNS.stock.required);
    const sku = cell.text('sku', 64);
    const quantity = cell.integer('quantity', 0, 1_000_000);
    const warehouse = byKey.get((row.cells.warehouse ?? '').toLowerCase());
    if (!warehouse && row.cells.warehouse)
      problems.add(row.line, `warehouse "${row.cells.warehouse}" does not exist`, 'warehouse');
    const productId = warehouse && ids.get(`${warehouse.department_id}|${sku}`);
    if (warehouse && sku !== undefined && productId === undefined) {
      problems.add(row.line, `sku "${sku}" is not a product of department ${warehouse.department_id}`, 'sku');
    }
    if (!warehouse || productId === undefined || quantity === undefined) continue;
    const key = `${productId}|${warehouse.id}`;
    if (duplicate(key, row.line)) continue;
    await writer.add({
      line: row.line,
      key,
      label: `${sku} at ${warehouse.code}: ${quantity}`,
      values: { productId, warehouseId: warehouse.id, quantity },
    });
  }
  return writer.finish();
}

type PriceValues = {
  accountId: number;
  productId: number;
  bestPriceCents: number;
  specialPriceCents: number;
  isSpecialOffer: boolean;
};

/** Streams an account's contract prices in, for SKUs of its department. */
export async function importPrices(tx: Db, csv: AsyncIterable<CsvRow>, problems: ImportProblems) {
  const accounts = new Map(
    (await rows<{ id: number; department_id: number }>(tx, sql`select id, department_id from accounts`)).map(
      (a) => [a.id, a.department_id],
    ),
  );
  const ids = await productIds(tx);
  const writer = chunkWriter<PriceValues>(problems, async (chunk) => {
    const written = await tx
      .insert(accountPrices)
      .values(chunk.map((item) => item.values))
      .onConflictDoUpdate({
        target: [accountPrices.accountId, accountPrices.productId],
        set: {
          bestPriceCents: sql`excluded.best_price_cents`,
          specialPriceCents: sql`excluded.special_price_cents`,
          isSpecialOffer: sql`excluded.is_special_offer`,
        },
        setWhere: sql`(account_prices.best_price_cents, account_prices.special_price_cents, account_prices.is_special_offer)
          is distinct from (excluded.best_price_cents, excluded.special_price_cents, excluded.is_special_offer)`,
      })
      .returning({
        accountId: accountPrices.accountId,
        productId: accountPrices.productId,
        created: sql<boolean>`xmax = 0`,
      });
    return written.map((w) => ({ key: `${w.accountId}|${w.productId}`, created: w.created }));
  });
  const duplicate = duplicateCheck(problems);
  for await (const row of csv) {
    const cell = cellReader(row, problems);
    cell.need(...IMPORT_COLUMNS.prices.required);
    const accountId = cell.integer('account_id', 1, PG_INT_MAX);
    const sku = cell.text('sku', 64);
    const best = cell.cents('best_price');
    const special = cell.cents('special_price') ?? 0;
    const offer = cell.boolean('special_offer') ?? false;
    const departmentId = accountId === undefined ? undefined : accounts.get(accountId);
    if (accountId !== undefined && departmentId === undefined)
      problems.add(row.line, `account_id ${accountId} does not exist`, 'account_id');
    const productId = ids.get(`${departmentId}|${sku}`);
    if (departmentId !== undefined && sku !== undefined && productId === undefined) {
      problems.add(
        row.line,
        `sku "${sku}" is not a product of the account's department ${departmentId}`,
        'sku',
      );
    }
    if (offer && special === 0)
      problems.add(row.line, 'special_offer needs a special_price above 0', 'special_price');
    if (accountId === undefined || productId === undefined || best === undefined) continue;
    const key = `${accountId}|${productId}`;
    if (duplicate(key, row.line)) continue;
    await writer.add({
      line: row.line,
      key,
      label: `account ${accountId}, ${sku}: ${formatAmount(best)}`,
      values: {
        accountId,
        productId,
        bestPriceCents: best,
        specialPriceCents: special,
        isSpecialOffer: offer,
      },
    });
  }
  return writer.finish();
}
