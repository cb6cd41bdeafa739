import { accessSync, constants, createReadStream } from 'node:fs';
import path from 'node:path';
import { IMPORT_KINDS } from '@tyreline/domain/contract/staff-imports';
import { IMPORTERS, importCatalogue } from '../../features/imports/imports.service.ts';
import { refusalText } from '../../lib/import-csv.ts';
import { CliError, type CliCommand } from '../command.ts';

const columns = (c: { required: readonly string[]; optional: readonly string[] }) =>
  [...c.required, ...c.optional.map((o) => `[${o}]`)].join(', ');

const catalogueImport: CliCommand = {
  name: 'catalogue:import',
  summary:
    'Import products, stock and contract prices from CSV; one bad row (listed by line) imports nothing',
  usage: [
    '[--products products.csv] [--stock stock.csv] [--prices prices.csv]',
    `products.csv: ${columns(IMPORTERS.products.columns)} (upsert by department_id + sku; prices in dollars)`,
    `stock.csv:    ${columns(IMPORTERS.stock.columns)} (warehouse = code or id; sets the quantity)`,
    `prices.csv:   ${columns(IMPORTERS.prices.columns)} (an account's contract prices)`,
  ].join('\n      '),
  options: { products: { type: 'string' }, stock: { type: 'string' }, prices: { type: 'string' } },
  async run({ db, values, out }) {
    const files = IMPORT_KINDS.flatMap((kind) => {
      const file = values[kind];
      if (typeof file !== 'string') return [];
      try {
        accessSync(file, constants.R_OK);
      } catch (error) {
        throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
      }
      return [{ kind, name: path.basename(file), stream: createReadStream(file) }];
    });
    if (files.length === 0) throw new CliError('Give --products, --stock and/or --prices.');

    const outcome = await importCatalogue(db, files, { dryRun: false });
    if (outcome.kind === 'refused') {
      const problems = outcome.problems.map((problem) => ({ file: outcome.file, problem }));
      throw new CliError(refusalText(outcome.problemCount, problems));
    }
    const count = (kind: string) => outcome.reports.find((r) => r.kind === kind);
    const products = count('products');
    const created = products?.created ?? 0;
    const rowsOf = (kind: string) => count(kind)?.rows ?? 0;
    out(
      `Imported ${rowsOf('products')} products (${created} new, ${rowsOf('products') - created} updated), ` +
        `${rowsOf('stock')} stock levels and ${rowsOf('prices')} contract prices.`,
    );
  },
};

export const catalogueCommands: CliCommand[] = [catalogueImport];
