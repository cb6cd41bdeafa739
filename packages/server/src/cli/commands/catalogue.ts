import { IMPORTERS, importCatalogue } from '../../features/imports/imports.service.ts';
import { CliError, type CliCommand } from '../command.ts';
import { DRY_RUN_OPTION, importedLine, isDryRun, openImportFiles, reportsOf } from '../import-files.ts';

const columns = (c: { required: readonly string[]; optional: readonly string[] }) =>
  [...c.required, ...c.optional.map((o) => `[${o}]`)].join(', ');

/** The catalogue's own files; vehicles and delivery runs have their commands (vehicle:import, delivery:import). */
const KINDS = ['products', 'stock', 'prices'] as const;

const catalogueImport: CliCommand = {
  name: 'catalogue:import',
  summary:
    'Import products, stock and contract prices from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '[--products products.csv] [--stock stock.csv] [--prices prices.csv] [--dry-run]',
    `products.csv: ${columns(IMPORTERS.products.columns)} (upsert by department_id + sku; prices in dollars)`,
    `stock.csv:    ${columns(IMPORTERS.stock.columns)} (warehouse = code or id; sets the quantity)`,
    `prices.csv:   ${columns(IMPORTERS.prices.columns)} (an account's contract prices)`,
  ].join('\n      '),
  options: {
    products: { type: 'string' },
    stock: { type: 'string' },
    prices: { type: 'string' },
    ...DRY_RUN_OPTION,
  },
  async run({ db, values, out }) {
    const files = openImportFiles(
      KINDS.flatMap((kind) => {
        const file = values[kind];
        return typeof file === 'string' ? [{ kind, file }] : [];
      }),
    );
    if (files.length === 0) throw new CliError('Give --products, --stock and/or --prices.');

    const dryRun = isDryRun(values);
    const reports = reportsOf(await importCatalogue(db, files, { dryRun }));
    const count = (kind: string) => reports.find((r) => r.kind === kind);
    const products = count('products');
    const created = products?.created ?? 0;
    const rowsOf = (kind: string) => count(kind)?.rows ?? 0;
    out(
      importedLine(
        dryRun,
        `${rowsOf('products')} products (${created} new, ${rowsOf('products') - created} updated), ` +
          `${rowsOf('stock')} stock levels and ${rowsOf('prices')} contract prices`,
      ),
    );
  },
};

export const catalogueCommands: CliCommand[] = [catalogueImport];
