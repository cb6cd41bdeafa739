import type { ParseArgsConfig } from 'node:util';
import type { Db } from '../db/client.ts';

/** A problem the operator can fix: printed as is, exit code 1. */
export class CliError extends Error {}

export type OptionValues = Record<string, string | boolean | undefined>;

export interface CliContext {
  db: Db;
  values: OptionValues;
  positionals: string[];
  /** Prints one line of the command's result. */
  out(line: string): void;
}

/** One operator command, e.g. `account:create`; each feature keeps its commands in cli/commands/<feature>.ts. */
export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(ctx: CliContext): Promise<void>;
}

/** A required string option, or a CliError naming it. */
export function required(values: OptionValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new CliError(`--${name} is required`);
  return value.trim();
}

/** A whole-number option within bounds, or a CliError. */
export function integer(
  values: OptionValues,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n) || n < min || n > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}, got "${String(value)}"`);
  }
  return n;
}

/** A dollar amount with at most two decimals, answered in cents, or a CliError. */
export function dollars(values: OptionValues, name: string): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) {
    throw new CliError(
      `--${name} must be an amount in dollars such as 1500 or 1500.50, got "${String(value)}"`,
    );
  }
  return Math.round(Number(value) * 100);
}
