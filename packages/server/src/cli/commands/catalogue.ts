import type { Db } from '../../db/client.ts';
import { CliError, type CliCommand } from '../command.ts';
import { ImportErrors, readCsv } from './catalogue-csv.ts';
import { PRODUCT_COLUMNS, readProducts, writeProducts } from './product-import.ts';
import { PRICE_COLUMNS, STOCK_COLUMNS, writePrices, writeStock } from './stock-price-import.ts';

const columns = (c: { required: readonly string[]; optional: readonly string[] }) =>
  [...c.required, ...c.optional.map((o) => `[${o}]`)].join(', ');

const catalogueImport: CliCommand = {
  name: 'catalogue:import',
  summary:
    'Import products, stock and contract prices from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '[--products products.csv] [--stock stock.csv] [--prices prices.csv]',
    `products.csv: ${columns(PRODUCT_COLUMNS)} (upsert by department_id + sku; prices in dollars)`,
    `stock.csv:    ${columns(STOCK_COLUMNS)} (warehouse = code or id; sets the quantity)`,
    `prices.csv:   ${columns(PRICE_COLUMNS)} (an account's contract prices)`,
  ].join('\n      '),
  options: { products: { type: 'string' }, stock: { type: 'string' }, prices: { type: 'string' } },
  async run({ db, values, out }) {
    const file = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
    const [productsFile, stockFile, pricesFile] = [file('products'), file('stock'), file('prices')];
    if (!productsFile && !stockFile && !pricesFile)
      throw new CliError('Give --products, --stock and/or --prices.');

    // Every file is read and checked before anything is written.
    const errors = new ImportErrors();
    const productRows = productsFile ? readProducts(readCsv(productsFile, PRODUCT_COLUMNS), errors) : [];
    const stockRows = stockFile ? readCsv(stockFile, STOCK_COLUMNS) : [];
    const priceRows = pricesFile ? readCsv(pricesFile, PRICE_COLUMNS) : [];
    errors.throwIfAny();

    const summary = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const written = await writeProducts(tx, productRows, errors);
      const stock = await writeStock(tx, stockRows, errors);
      const prices = await writePrices(tx, priceRows, errors);
      return { ...written, stock, prices };
    });
    out(
      `Imported ${summary.created + summary.updated} products (${summary.created} new, ${summary.updated} updated), ` +
        `${summary.stock} stock levels and ${summary.prices} contract prices.`,
    );
  },
};

export const catalogueCommands: CliCommand[] = [catalogueImport];
