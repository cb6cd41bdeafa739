import { IMPORT_COLUMNS } from '@tyreline/domain/contract/staff-imports';
import { formatAmount } from '@tyreline/domain/money';
import { PG_INT_MAX } from '@tyreline/domain/text';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import {
  cellReader,
  chunkWriter,
  pairDuplicateCheck,
  type CsvRow,
  type CurrentValues,
  type ImportProblems,
} from '../../lib/import-csv.ts';

/** The id of each (department, SKU) pair, after this import's products are written. */
async function productIds(tx: Db): Promise<Map<string, number>> {
  const found = await rows<{ id: number; department_id: number; sku: string }>(
    tx,
    sql`select id, department_id, sku from products`,
  );
  return new Map(found.map((p) => [`${p.department_id}|${p.sku}`, p.id]));
}

/**
 * A chunk's column as one array parameter for `unnest`: a thousand rows are three to five parameters and a
 * short statement, not thousands of placeholders for the driver and the planner to work through.
 */
const array = (values: ReadonlyArray<number | boolean>, type: 'int' | 'bool') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

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
  const writer = chunkWriter<StockValues>(
    problems,
    async (chunk) => {
      const values = chunk.map((item) => item.values);
      const written = await rows<{ product_id: number; warehouse_id: number; created: boolean }>(
        tx,
        sql`insert into stock (product_id, warehouse_id, quantity)
          select * from unnest(${array(
            values.map((v) => v.productId),
            'int',
          )},
                               ${array(
                                 values.map((v) => v.warehouseId),
                                 'int',
                               )},
                               ${array(
                                 values.map((v) => v.quantity),
                                 'int',
                               )})
          on conflict (product_id, warehouse_id) do update set quantity = excluded.quantity
          where stock.quantity is distinct from excluded.quantity
          returning product_id, warehouse_id, xmax = 0 as created`,
      );
      return written.map((w) => ({ key: `${w.product_id}|${w.warehouse_id}`, created: w.created }));
    },
    currentStock(tx),
  );
  const duplicate = pairDuplicateCheck(problems);
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
    if (duplicate(warehouse.id, productId, row.line)) continue;
    await writer.add({
      line: row.line,
      key: `${productId}|${warehouse.id}`,
      label: `${sku} at ${warehouse.code}: ${quantity}`,
      values: { productId, warehouseId: warehouse.id, quantity },
      shown: { quantity: String(quantity) },
    });
  }
  return writer.finish();
}

/** A pair of ids from a row key such as `12|3`. */
const pairsOf = (keys: string[]) => keys.map((key) => key.split('|').map(Number) as [number, number]);

/** The stock levels sampled rows would overwrite, by `product|warehouse`. */
function currentStock(tx: Db): CurrentValues {
  return async (keys) => {
    const pairs = pairsOf(keys);
    const found = await rows<{ product_id: number; warehouse_id: number; quantity: number }>(
      tx,
      sql`select s.product_id, s.warehouse_id, s.quantity from stock s
          join unnest(${array(
            pairs.map((p) => p[0]),
            'int',
          )}, ${array(
            pairs.map((p) => p[1]),
            'int',
          )}) as k(product_id, warehouse_id) using (product_id, warehouse_id)`,
    );
    return new Map(found.map((r) => [`${r.product_id}|${r.warehouse_id}`, { quantity: String(r.quantity) }]));
  };
}

const pricesShown = (best: number, special: number, offer: boolean) => ({
  best_price: formatAmount(best),
  special_price: formatAmount(special),
  special_offer: offer ? 'yes' : 'no',
});

/** The contract prices sampled rows would overwrite, by `account|product`. */
function currentPrices(tx: Db): CurrentValues {
  return async (keys) => {
    const pairs = pairsOf(keys);
    const found = await rows<{
      account_id: number;
      product_id: number;
      best_price_cents: number;
      special_price_cents: number;
      is_special_offer: boolean;
    }>(
      tx,
      sql`select p.account_id, p.product_id, p.best_price_cents, p.special_price_cents, p.is_special_offer
          from account_prices p
          join unnest(${array(
            pairs.map((k) => k[0]),
            'int',
          )}, ${array(
            pairs.map((k) => k[1]),
            'int',
          )}) as k(account_id, product_id) using (account_id, product_id)`,
    );
    return new Map(
      found.map((r) => [
        `${r.account_id}|${r.product_id}`,
        pricesShown(r.best_price_cents, r.special_price_cents, r.is_special_offer),
      ]),
    );
  };
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
  const writer = chunkWriter<PriceValues>(
    problems,
    async (chunk) => {
      const values = chunk.map((item) => item.values);
      const written = await rows<{ account_id: number; product_id: number; created: boolean }>(
        tx,
        sql`insert into account_prices (account_id, product_id, best_price_cents, special_price_cents, is_special_offer)
          select * from unnest(${array(
            values.map((v) => v.accountId),
            'int',
          )},
                               ${array(
                                 values.map((v) => v.productId),
                                 'int',
                               )},
                               ${array(
                                 values.map((v) => v.bestPriceCents),
                                 'int',
                               )},
                               ${array(
                                 values.map((v) => v.specialPriceCents),
                                 'int',
                               )},
                               ${array(
                                 values.map((v) => v.isSpecialOffer),
                                 'bool',
                               )})
          on conflict (account_id, product_id) do update set
            best_price_cents = excluded.best_price_cents,
            special_price_cents = excluded.special_price_cents,
            is_special_offer = excluded.is_special_offer
          where (account_prices.best_price_cents, account_prices.special_price_cents, account_prices.is_special_offer)
            is distinct from (excluded.best_price_cents, excluded.special_price_cents, excluded.is_special_offer)
          returning account_id, product_id, xmax = 0 as created`,
      );
      return written.map((w) => ({ key: `${w.account_id}|${w.product_id}`, created: w.created }));
    },
    currentPrices(tx),
  );
  const duplicate = pairDuplicateCheck(problems);
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
    if (duplicate(accountId, productId, row.line)) continue;
    await writer.add({
      line: row.line,
      key: `${accountId}|${productId}`,
      label: `account ${accountId}, ${sku}: ${formatAmount(best)}`,
      values: {
        accountId,
        productId,
        bestPriceCents: best,
        specialPriceCents: special,
        isSpecialOffer: offer,
      },
      shown: pricesShown(best, special, offer),
    });
  }
  return writer.finish();
}
