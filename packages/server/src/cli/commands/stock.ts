import { ledgerDisagreements, ledgerSize } from '../../features/catalogue/stock-ledger.repository.ts';
import { CliError, type CliCommand } from '../command.ts';

/** At most this many disagreeing shelves are named; the count says if there are more. */
const SHOWN = 1_000;

const verify: CliCommand = {
  name: 'stock:verify',
  summary:
    'Prove that every shelf’s stock level equals the sum of its stock movements; names each shelf that disagrees (exit code 1)',
  usage: '',
  options: {},
  async run({ db, out }) {
    const started = performance.now();
    const [size, disagreeing] = await Promise.all([ledgerSize(db), ledgerDisagreements(db, SHOWN + 1)]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const shelf of disagreeing.slice(0, SHOWN)) {
      out(
        `${shelf.sku ?? `product ${shelf.product_id}`} at ${shelf.warehouse_code ?? `warehouse ${shelf.warehouse_id}`}: level ${shelf.level}, movements add up to ${shelf.ledger}`,
      );
    }
    const checked = `${size.shelves.toLocaleString('en-AU')} shelves and ${size.movements.toLocaleString('en-AU')} movements in ${seconds} s`;
    if (disagreeing.length > 0) {
      const count = disagreeing.length > SHOWN ? `More than ${SHOWN}` : String(disagreeing.length);
      throw new CliError(`${count} shelves disagree with their movements (checked ${checked}).`);
    }
    out(`Every shelf agrees with its movements: checked ${checked}.`);
  },
};

export const stockCommands: CliCommand[] = [verify];
