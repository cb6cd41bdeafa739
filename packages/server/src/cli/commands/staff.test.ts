import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/support/test-app.ts';
import { refusal, runCommand } from '../../../test/support/cli.ts';
import { staffCommands } from './staff.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const command = staffCommands.find((c) => c.name === 'staff:create')!;
const run = (values: Record<string, string>) => runCommand(command, database.db, values);

describe('staff:create', () => {
  it('creates a back-office sign-in with its role', async () => {
    expect(
      await run({ username: 'ops@tyreline.example', role: 'warehouse', password: 'long-enough' }),
    ).toEqual([expect.stringMatching(/^Created staff user \d+ ops@tyreline\.example \(warehouse\)\.$/)]);
    const [row] = await rows<{ role: string }>(
      database.db,
      sql`select role from staff_users where username = 'ops@tyreline.example'`,
    );
    expect(row?.role).toBe('warehouse');
  });

  it('refuses a short or missing password with the back office’s own message', async () => {
    expect(await refusal(run({ username: 'a@tyreline.example', role: 'sales', password: 'short' }))).toBe(
      '--password: Password must be at least 8 characters',
    );
    expect(await refusal(run({ username: 'a@tyreline.example', role: 'sales' }))).toBe(
      '--password: Password is required',
    );
  });
});
