import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tyreline/domain/messages';
import { passwordGrant, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { runCli, runCommand } from '../../../test/support/cli.ts';
import { rows } from '../../db/client.ts';
import { paths } from '../../env.ts';
import { CliError } from '../command.ts';
import { accountCommands } from './accounts.ts';

const command = (name: string) => accountCommands.find((c) => c.name === name)!;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', payload: passwordGrant(username, password) });

describe('the operator tool for accounts', () => {
  it('creates an account and a user who can then sign in', async () => {
    const [created] = await runCommand(command('account:create'), t.database.db, {
      name: 'Northside Tyres',
      department: '7',
      'credit-limit': '2500.50',
      discount: '10',
    });
    const id = /account (\d+)/.exec(created!)![1]!;
    await runCommand(command('user:create'), t.database.db, {
      account: id,
      username: 'Counter@Northside.example',
      password: 'counter-pass-1',
    });
    const response = await signIn('counter@northside.example', 'counter-pass-1');
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/cus/account',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json().data).toMatchObject({
      id: Number(id),
      name: 'Northside Tyres',
      department_id: 7,
      credit_limit: 2500.5,
    });
  });

  it('disables an account so its users get 499 at sign-in and on every call, at once', async () => {
    const [created] = await runCommand(command('account:create'), t.database.db, {
      name: 'Soon Closed',
      department: '8',
    });
    const id = /account (\d+)/.exec(created!)![1]!;
    await runCommand(command('user:create'), t.database.db, {
      account: id,
      username: 'soon@closed.example',
      password: 'closing-pass',
    });
    const { access_token } = (await signIn('soon@closed.example', 'closing-pass')).json();

    await runCommand(command('account:disable'), t.database.db, { account: id });
    const during = await t.app.inject({
      url: '/api/cus/account',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(during.statusCode).toBe(499);
    const again = await signIn('soon@closed.example', 'closing-pass');
    expect(again.statusCode).toBe(499);
    expect(again.json().message).toBe(MESSAGES.accountDisabled);

    await runCommand(command('account:enable'), t.database.db, { account: id });
    expect((await signIn('soon@closed.example', 'closing-pass')).statusCode).toBe(200);
  });

  it('sets the price-lookup switch and credit an account sees', async () => {
    const { authorization } = await t.authAs('trade@example.com');
    const me = (await t.app.inject({ url: '/api/cus/account', headers: { authorization } })).json().data;
    const [line] = await runCommand(command('account:price-credit'), t.database.db, {
      account: String(me.id),
      switch: 'on',
      credit: '25',
    });
    expect(line).toContain('switch on, 25 lookups left');
    const after = (await t.app.inject({ url: '/api/cus/account', headers: { authorization } })).json().data;
    expect(after).toMatchObject({ get_price_switch: 1, remaining_searches: 25 });
  });

  it('takes a discount with two decimals, as the back office does, and keeps it in basis points', async () => {
    const [created] = await runCommand(command('account:create'), t.database.db, {
      name: 'Decimal Tyres',
      department: '7',
      discount: '12.5',
    });
    const id = Number(/account (\d+)/.exec(created!)![1]);
    const [row] = await rows<{ discount_bp: number }>(
      t.database.db,
      sql`select discount_bp from accounts where id = ${id}`,
    );
    expect(row!.discount_bp).toBe(1250);
  });

  it('refuses bad input with a message that says what to fix', async () => {
    const db = t.database.db;
    const cases: [string, Record<string, string>, RegExp][] = [
      ['account:create', { department: '7' }, /--name is required/],
      ['account:create', { name: 'X', department: '99' }, /no department 99/],
      ['account:create', { name: 'X', department: '7', 'credit-limit': '12.345' }, /amount in dollars/],
      ['user:create', { account: '999999', username: 'a@b.c', password: 'long-enough' }, /no account 999999/],
      [
        'user:create',
        { account: '1', username: 'trade@example.com', password: 'long-enough' },
        /already taken/,
      ],
      ['user:create', { account: '1', username: 'new@b.c', password: 'short' }, /at least 8/],
      ['user:create', { account: '1', username: 'new@b.c' }, /--password: Password is required/],
      ['account:create', { name: 'X', department: '7', discount: '120' }, /Discount must be at most 100 %/],
      ['account:create', { name: 'X', department: '7', discount: '-1' }, /Discount cannot be negative/],
      [
        'account:create',
        { name: 'X', department: '7', discount: '12.345' },
        /Discount has at most two decimals/,
      ],
      ['account:create', { name: 'X', department: '7', discount: 'ten' }, /--discount must be a number/],
      ['account:price-credit', { account: '1', switch: 'maybe' }, /"on" or "off"/],
      ['account:price-credit', { account: '1', credit: '-3' }, /whole number/],
      ['account:price-credit', { account: '1' }, /--switch, --credit or both/],
      ['account:credit-limit', { account: '1', limit: '99999999' }, /from 0 to 10,000,000.00/],
      ['account:credit-limit', { account: '1', limit: '21474836.48' }, /from 0 to 10,000,000.00/],
      ['account:credit-limit', { account: '2147483648', limit: '5000' }, /whole number from 1 to 2147483647/],
      [
        'account:create',
        { name: 'Tab\u0007Co', department: '7' },
        /--name must not contain control characters/,
      ],
    ];
    for (const [name, values, message] of cases) {
      await expect(runCommand(command(name), db, values), name).rejects.toThrow(CliError);
      await expect(runCommand(command(name), db, values), name).rejects.toThrow(message);
    }
  });
});

describe('the operator tool as a process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('exits non-zero with usage for an unknown command or option, and 1 for a bad value', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const unknown = await runCli(['account:explode'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "account:explode"');
    const badOption = await runCli(['account:disable', '--acount', '1'], env);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain('Usage: npm run tyreline -- account:disable --account <id>');
    const badValue = await runCli(['account:disable', '--account', 'seven'], env);
    expect(badValue.code).toBe(1);
    expect(badValue.stderr).toContain('--account must be a whole number');
  });

  it('finishes quietly with exit code 0 when whoever reads its output has gone (… | head)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(paths.serverRoot, 'src/cli/main.ts'), 'help'],
      {
        cwd: paths.serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.on('exit', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
