import { eq, sql } from 'drizzle-orm';
import { formatAud } from '@tyreline/domain/money';
import { rows } from '../../db/client.ts';
import { accounts, departments, users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../features/auth/passwords.ts';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import {
  CliError,
  dollars,
  integer,
  optional,
  required,
  type CliCommand,
  type CliContext,
} from '../command.ts';

async function findAccount({ db, values }: CliContext) {
  const id = integer(values, 'account', 1);
  if (id === undefined) throw new CliError('--account <id> is required');
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, id) });
  if (!account) throw new CliError(`There is no account ${id}.`);
  return account;
}

const accountCreate: CliCommand = {
  name: 'account:create',
  summary: 'Create a customer account',
  usage:
    '--name <name> --department <id> [--credit-limit <dollars>] [--discount <percent>] [--email <e>] [--phone <p>] [--logo <url or JSON>]',
  options: {
    name: { type: 'string' },
    department: { type: 'string' },
    'credit-limit': { type: 'string' },
    discount: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    logo: { type: 'string' },
  },
  async run({ db, values, out }) {
    const name = required(values, 'name');
    const departmentId = integer(values, 'department', 1);
    if (departmentId === undefined) throw new CliError('--department <id> is required');
    const department = await db.query.departments.findFirst({ where: eq(departments.id, departmentId) });
    if (!department) throw new CliError(`There is no department ${departmentId}.`);
    const discount = integer(values, 'discount', 0, 100) ?? 0;
    const [created] = await db
      .insert(accounts)
      .values({
        name,
        departmentId,
        creditLimitCents: dollars(values, 'credit-limit') ?? 0,
        discountBp: discount * 100,
        email: optional(values, 'email') ?? null,
        phone: optional(values, 'phone', 50) ?? null,
        logo: optional(values, 'logo', 2000) ?? null,
      })
      .returning();
    out(`Created account ${created!.id} "${created!.name}" in department ${departmentId}.`);
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
    const account = await findAccount(ctx);
    const username = required(ctx.values, 'username').toLowerCase();
    const password = required(ctx.values, 'password');
    if (password.length < PASSWORD_MIN_LENGTH)
      throw new CliError(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    if (await ctx.db.query.users.findFirst({ where: eq(users.username, username) })) {
      throw new CliError(`The username ${username} is already taken.`);
    }
    const name = optional(ctx.values, 'name') || username;
    await ctx.db
      .insert(users)
      .values({ accountId: account.id, username, name, passwordHash: await hashPassword(password) });
    ctx.out(`Created user ${username} for account ${account.id} "${account.name}".`);
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
      const account = await findAccount(ctx);
      await ctx.db.update(accounts).set({ disabled }).where(eq(accounts.id, account.id));
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
    const account = await findAccount(ctx);
    const flag = ctx.values.switch;
    if (flag !== undefined && flag !== 'on' && flag !== 'off')
      throw new CliError('--switch must be "on" or "off"');
    const credit = integer(ctx.values, 'credit', 0, 1_000_000);
    if (flag === undefined && credit === undefined) throw new CliError('Give --switch, --credit or both.');
    const [updated] = await ctx.db
      .update(accounts)
      .set({
        ...(flag !== undefined ? { priceSwitch: flag === 'on' ? 1 : 0 } : {}),
        ...(credit !== undefined ? { remainingSearches: credit } : {}),
      })
      .where(eq(accounts.id, account.id))
      .returning();
    ctx.out(
      `Account ${updated!.id}: price-lookup switch ${updated!.priceSwitch === 1 ? 'on' : 'off'}, ${updated!.remainingSearches} lookups left.`,
    );
  },
};

const creditLimit: CliCommand = {
  name: 'account:credit-limit',
  summary: 'Set an account’s credit limit',
  usage: '--account <id> --limit <dollars>',
  options: { account: { type: 'string' }, limit: { type: 'string' } },
  async run(ctx) {
    const account = await findAccount(ctx);
    const limit = dollars(ctx.values, 'limit');
    if (limit === undefined) throw new CliError('--limit <dollars> is required');
    await ctx.db.update(accounts).set({ creditLimitCents: limit }).where(eq(accounts.id, account.id));
    ctx.out(`Account ${account.id} credit limit is now ${formatAud(limit)}.`);
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
