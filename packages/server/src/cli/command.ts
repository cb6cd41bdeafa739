import type { ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { formatAmount, MAX_AMOUNT_CENTS, parseDollars, type Cents } from '@tyreline/domain/money';
import { hasControlCharacters, PG_INT_MAX } from '@tyreline/domain/text';
import type { Db } from '../db/client.ts';
import type { MailSettings } from '../lib/mail/outbox.ts';
import type { Letterhead } from '../features/documents/billing.ts';

/** A problem the operator can fix: printed as is, exit code 1. */
export class CliError extends Error {}

/** A command asked for in a way it cannot run (a missing or malformed option): printed with its usage, exit code 2. */
export class CliUsageError extends CliError {}

export type OptionValues = Record<string, string | boolean | undefined>;

export interface CliContext {
  db: Db;
  values: OptionValues;
  positionals: string[];
  /** Prints one line of the command's result. */
  out(line: string): void;
  /** How the customer's notices are written (an order moved, cancelled); absent, none are. */
  mail?: MailSettings;
  /** The supplier and support contacts printed on documents (a statement mailed by `statement:send`). */
  letterhead?: Letterhead;
  /** The clock (a test's fixed instant); absent, the real one. */
  now?: () => Date;
}

/** One operator command, e.g. `account:create`; each feature keeps its commands in cli/commands/<feature>.ts. */
export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /**
   * Checks the options before the database is opened, so a usage mistake is answered at once (and on the
   * embedded database, even while the server holds it). `run` is given only options that passed.
   */
  check?(values: OptionValues, now: () => Date): void;
  run(ctx: CliContext): Promise<void>;
}

/** An optional text option, trimmed; a CliError if it is too long or holds control characters. */
export function optional(values: OptionValues, name: string, max = 255): string | undefined {
  const value = values[name];
  if (typeof value !== 'string') return undefined;
  if (value.length > max) throw new CliError(`--${name} must be at most ${max} characters`);
  if (hasControlCharacters(value)) throw new CliError(`--${name} must not contain control characters`);
  return value.trim();
}

/** A required text option, or a CliError naming it. */
export function required(values: OptionValues, name: string, max = 255): string {
  const value = optional(values, name, max);
  if (!value) throw new CliError(`--${name} is required`);
  return value;
}

/** A whole-number option within bounds, or a CliError. */
export function integer(values: OptionValues, name: string, min = 0, max = PG_INT_MAX): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n) || n < min || n > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}, got "${String(value)}"`);
  }
  return n;
}

/** A dollar amount with at most two decimals, up to MAX_AMOUNT_CENTS, answered in cents, or a CliError. */
export function dollars(values: OptionValues, name: string): Cents | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  const cents = typeof value === 'string' ? parseDollars(value) : null;
  if (cents === null) {
    throw new CliError(
      `--${name} must be an amount in dollars from 0 to ${formatAmount(MAX_AMOUNT_CENTS)}, such as 1500 or 1500.50, got "${String(value)}"`,
    );
  }
  return cents;
}

/** A value checked by the API contract's own schema, so the operator tool keeps the same rules; a CliError with its message. */
export function checked<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(`--${name}: ${result.error.issues[0]?.message ?? 'is invalid'}`);
  return result.data;
}

/** A number option (e.g. a percent) for a contract schema to check, or a CliError when it is not a number. */
export function numeric(values: OptionValues, name: string, example: string): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n))
    throw new CliError(`--${name} must be a number such as ${example}, got "${String(value)}"`);
  return n;
}
