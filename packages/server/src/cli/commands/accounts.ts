import { sql } from 'drizzle-orm';
import { formatAud } from '@tyreline/domain/money';
import { percentToBasisPoints } from '@tyreline/domain/percent';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import {
  accountInput,
  customerUserInput,
  PAYMENT_TERMS_MAX_DAYS,
  PRICE_LOOKUPS_MAX,
  type StaffAccount,
} from '@tyreline/domain/contract/staff-accounts';
import { rows } from '../../db/client.ts';
import { createAccountAdmin, type AccountOutcome } from '../../features/account/account-admin.service.ts';
import { createAccountUsers } from '../../features/account/account-users.service.ts';
import {
  checked,
  CliError,
  dollars,
  integer,
  numeric,
  optional,
  required,
  type CliCommand,
  type CliContext,
} from '../command.ts';

/** The account named by --account, or a CliError; the services below answer the rest. */
function accountId(values: CliContext['values']): number {
  const id = integer(values, 'account', 1);
  if (id === undefined) throw new CliError('--account <id> is required');
  return id;
}

/** The account after a change, or a CliError naming what was wrong. */
function changed(outcome: AccountOutcome, id: number): StaffAccount {
  switch (outcome.kind) {
    case 'done':
      return outcome.account;
    case 'not_found':
    case 'stale':
      throw new CliError(`There is no account ${id}.`);
    case 'no_department':
      throw new CliError(`There is no department ${outcome.departmentId}.`);
  }
}

const accountCreate: CliCommand = {
  name: 'account:create',
  summary: 'Create a customer account',
  usage:
    '--name <name> --department <id> [--credit-limit <dollars>] [--discount <percent>] [--payment-terms <days>] [--email <e>] [--phone <p>] [--logo <url or JSON>]',
  options: {
    name: { type: 'string' },
    department: { type: 'string' },
    'credit-limit': { type: 'string' },
    discount: { type: 'string' },
    'payment-terms': { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    logo: { type: 'string' },
  },
  async run({ db, values, out }) {
    const name = required(values, 'name');
    const departmentId = integer(values, 'department', 1);
    if (departmentId === undefined) throw new CliError('--department <id> is required');
    const discount = checked(
      'discount',
      accountInput.shape.discount,
      numeric(values, 'discount', '10 or 12.5') ?? 0,
    );
    const paymentTerms = integer(values, 'payment-terms', 0, PAYMENT_TERMS_MAX_DAYS);
    const created = changed(
      await createAccountAdmin(db).create({
        name,
        departmentId,
        creditLimitCents: dollars(values, 'credit-limit') ?? 0,
        discountBp: percentToBasisPoints(discount),
        ...(paymentTerms !== undefined ? { paymentTermsDays: paymentTerms } : {}),
        email: optional(values, 'email') ?? null,
        phone: optional(values, 'phone', 50) ?? null,
        logo: optional(values, 'logo', 2000) ?? null,
      }),
      0,
    );
    out(`Created account ${created.id} "${created.name}" in department ${departmentId}.`);
  },
};

const userCreate: CliCommand = {
  name: 'user:create',
  summary: 'Create a sign-in for an account',
  usage: `--account <id> --username <email> --password <at least ${PASSWORD_MIN_LENGTH} characters> [--name <full name>]`,
  options: {
    account: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
  async run(ctx) {
    const id = accountId(ctx.values);
    const username = required(ctx.values, 'username', 254);
    const password = checked('password', customerUserInput.shape.password, ctx.values.password);
    const name = optional(ctx.values, 'name');
    const outcome = await createAccountUsers(ctx.db).create({ accountId: id, username, name, password });
    switch (outcome.kind) {
      case 'done':
        return ctx.out(`Created user ${outcome.user.username} for account ${id} "${outcome.accountName}".`);
      case 'username_taken':
        throw new CliError(`The username ${outcome.username} is already taken.`);
      default:
        throw new CliError(`There is no account ${id}.`);
    }
  },
};

function setDisabled(disabled: boolean): CliCommand {
  return {
    name: disabled ? 'account:disable' : 'account:enable',
    summary: disabled
      ? 'Disable an account: its users get 499 at sign-in and on every call, at once'
      : 'Enable a disabled account',
    usage: '--account <id>',
    options: { account: { type: 'string' } },
    async run(ctx) {
      const id = accountId(ctx.values);
      const account = changed(await createAccountAdmin(ctx.db).update(id, { disabled }), id);
      ctx.out(`Account ${account.id} "${account.name}" is now ${disabled ? 'disabled' : 'enabled'}.`);
    },
  };
}

const priceCredit: CliCommand = {
  name: 'account:price-credit',
  summary: 'Set an account’s price-lookup switch and/or remaining lookups',
  usage: '--account <id> [--switch on|off] [--credit <lookups>]',
  options: { account: { type: 'string' }, switch: { type: 'string' }, credit: { type: 'string' } },
  async run(ctx) {
    const id = accountId(ctx.values);
    const flag = ctx.values.switch;
    if (flag !== undefined && flag !== 'on' && flag !== 'off')
      throw new CliError('--switch must be "on" or "off"');
    const credit = integer(ctx.values, 'credit', 0, PRICE_LOOKUPS_MAX);
    if (flag === undefined && credit === undefined) throw new CliError('Give --switch, --credit or both.');
    const updated = changed(
      await createAccountAdmin(ctx.db).update(id, {
        ...(flag !== undefined ? { priceSwitch: flag === 'on' ? 1 : 0 } : {}),
        ...(credit !== undefined ? { remainingSearches: credit } : {}),
      }),
      id,
    );
    ctx.out(
      `Account ${updated.id}: price-lookup switch ${updated.get_price_switch === 1 ? 'on' : 'off'}, ${updated.remaining_searches} lookups left.`,
    );
  },
};

const creditLimit: CliCommand = {
  name: 'account:credit-limit',
  summary: 'Set an account’s credit limit',
  usage: '--account <id> --limit <dollars>',
  options: { account: { type: 'string' }, limit: { type: 'string' } },
  async run(ctx) {
    const id = accountId(ctx.values);
    const limit = dollars(ctx.values, 'limit');
    if (limit === undefined) throw new CliError('--limit <dollars> is required');
    changed(await createAccountAdmin(ctx.db).update(id, { creditLimitCents: limit }), id);
    ctx.out(`Account ${id} credit limit is now ${formatAud(limit)}.`);
  },
};

const accountList: CliCommand = {
  name: 'account:list',
  summary: 'List accounts with their users',
  usage: '',
  options: {},
  async run({ db, out }) {
    const list = await rows<{
      id: number;
      name: string;
      department_id: number;
      disabled: boolean;
      usernames: string | null;
    }>(
      db,
      sql`select a.id, a.name, a.department_id, a.disabled, string_agg(u.username, ', ' order by u.username) as usernames
          from accounts a left join users u on u.account_id = a.id group by a.id order by a.id`,
    );
    for (const a of list) {
      out(
        `${String(a.id).padStart(4)}  dept ${a.department_id}  ${a.disabled ? 'DISABLED ' : ''}${a.name}  (${a.usernames ?? 'no users'})`,
      );
    }
  },
};

export const accountCommands: CliCommand[] = [
  accountList,
  accountCreate,
  userCreate,
  setDisabled(true),
  setDisabled(false),
  priceCredit,
  creditLimit,
];
