import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { mailSettingsOf } from '../lib/mail/outbox.ts';
import { acquireDataDirLock } from '../lib/data-dir-lock.ts';
import { keepRunningWithoutOutput } from '../lib/process-lifecycle.ts';
import { CliError, CliUsageError, type CliCommand } from './command.ts';
import { accountCommands } from './commands/accounts.ts';
import { catalogueCommands } from './commands/catalogue.ts';
import { deliveryCommands } from './commands/delivery.ts';
import { maintenanceCommands } from './commands/maintenance.ts';
import { orderCommands } from './commands/orders.ts';
import { staffCommands } from './commands/staff.ts';
import { statementCommands } from './commands/statements.ts';
import { stockCommands } from './commands/stock.ts';
import { vehicleCommands } from './commands/vehicles.ts';

/** The operator tool: `npm run tyreline -- <command> [--option value …]`. */
const commands: CliCommand[] = [
  ...accountCommands,
  ...catalogueCommands,
  ...stockCommands,
  ...orderCommands,
  ...statementCommands,
  ...staffCommands,
  ...vehicleCommands,
  ...deliveryCommands,
  ...maintenanceCommands,
];

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Tyreline operator tool',
    '',
    'Usage: npm run tyreline -- <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}\n  ${' '.repeat(width)}  ${c.usage}`),
    '',
    'The database is the server’s: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first).',
  ].join('\n');
}

/** A usage mistake (exit code 2, with the usage) or a value to fix (exit code 1); anything else is a crash. */
function reportFailure(command: CliCommand, error: unknown): number {
  if (error instanceof CliUsageError) {
    console.error(`Error: ${error.message}\nUsage: npm run tyreline -- ${command.name} ${command.usage}`);
    return 2;
  }
  if (error instanceof CliError) {
    console.error(`Error: ${error.message}`);
    return 1;
  }
  throw error;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(help());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(`Unknown command "${name}". Run "npm run tyreline -- help" for the list.`);
    return 2;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run tyreline -- ${command.name} ${command.usage}`);
    return 2;
  }
  const config = loadConfig();
  const values = parsed.values as Record<string, string | boolean | undefined>;
  // Tests only (TYRELINE_NOW, refused in production): whether a month has ended, on a fixed clock.
  const now = config.testNow ? () => config.testNow! : () => new Date();
  try {
    command.check?.(values, now);
  } catch (error) {
    return reportFailure(command, error);
  }
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (error) {
      console.error(`${(error as Error).message} Stop the server first, or use DATABASE_URL.`);
      return 1;
    }
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: 2,
  });
  try {
    await command.run({
      db: database.db,
      values,
      positionals: parsed.positionals,
      out: (line) => console.log(line),
      mail: mailSettingsOf(config),
      letterhead: { ...config.supplier, email: config.supportEmail },
      now,
    });
    return 0;
  } catch (error) {
    return reportFailure(command, error);
  } finally {
    await database.close();
    release();
  }
}

// `tyreline account:list | head -1` must not crash the command (an import would stop half-way).
keepRunningWithoutOutput();
process.exitCode = await main(process.argv.slice(2));
