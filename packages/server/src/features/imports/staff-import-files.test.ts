import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, importTemplate } from '@tyreline/domain/contract/staff-imports';
import { buildApp } from '../../app.ts';
import { rows } from '../../db/client.ts';
import { processSpoolDir, spoolRoot } from '../../lib/upload.ts';
import { ADMIN, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await staffAuth(t, ADMIN);
});
afterAll(() => t?.close());

function upload(kind: string, body: string, { commit = false, fileName = `${kind}.csv` } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/imports${commit ? '' : '/dry-run'}?kind=${kind}&file_name=${encodeURIComponent(fileName)}`,
    headers: { authorization: admin, 'content-type': 'text/csv' },
    payload: body,
  });
}

const importCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catalogue_imports`))[0]!.n;

/** Whatever this process has spooled and not removed. */
const spooledNow = () => (existsSync(processSpoolDir()) ? readdirSync(processSpoolDir()) : []);

describe('the files around an import', () => {
  it('refuses a file with a header and no rows, on a dry run and on a commit, and commits nothing', async () => {
    const before = await importCount();
    const dry = (await upload('stock', 'warehouse,sku,quantity\r\n')).json().data;
    expect(dry.problems).toEqual([
      { line: null, column: null, message: 'has no rows: add at least one row under the header row.' },
    ]);
    const commit = await upload('stock', 'warehouse,sku,quantity\n\n', { commit: true });
    expect(commit.statusCode).toBe(422);
    expect(commit.json().message).toBe(
      'Nothing was imported: stock.csv has no rows: add at least one row under the header row.',
    );
    expect(await importCount()).toBe(before);
  });

  it('offers a template per kind whose header the import takes, every column with an example row', async () => {
    for (const kind of IMPORT_KINDS) {
      const template = importTemplate(kind);
      expect(template.split('\r\n')).toHaveLength(3);
      const report = (await upload(kind, template)).json().data;
      expect(report.problems.filter((p: { line: number | null }) => p.line === null)).toEqual([]);
    }
    const products = (await upload('products', importTemplate('products'))).json().data;
    expect(products).toMatchObject({ problem_count: 0, created: 1 });
  });

  it('lists every warehouse with the code a file names it by', async () => {
    const answer = await staffCall(t, admin, '/api/staff/imports/warehouses');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toContainEqual({ id: 3, code: 'TWB', name: 'Toowoomba', department_id: 7 });
  });

  it('shows before → after for every value a dry run would update', async () => {
    const [stock] = await rows<{ code: string; sku: string; quantity: number }>(
      t.database.db,
      sql`select w.code, p.sku, s.quantity from stock s join warehouses w on w.id = s.warehouse_id
          join products p on p.id = s.product_id where s.quantity > 0 order by p.id, w.id limit 1`,
    );
    const stockReport = (
      await upload('stock', `warehouse,sku,quantity\n${stock!.code},${stock!.sku},${stock!.quantity + 5}\n`)
    ).json().data;
    expect(stockReport.sample[0]).toMatchObject({
      change: 'updated',
      changes: [{ column: 'quantity', before: String(stock!.quantity), after: String(stock!.quantity + 5) }],
    });

    const [product] = await rows<{
      department_id: number;
      sku: string;
      width: number;
      list_price_cents: number;
    }>(
      t.database.db,
      sql`select department_id, sku, width, list_price_cents from products
          where type = 'tyre' and load_index is not null and speed_rating is not null order by id limit 1`,
    );
    const exported = (
      await rows<Record<string, string | number | boolean | null>>(
        t.database.db,
        sql`select p.name, b.name as brand, p.width, p.profile, p.rim, p.load_index, p.speed_rating
            from products p left join brands b on b.id = p.brand_id
            where p.department_id = ${product!.department_id} and p.sku = ${product!.sku}`,
      )
    )[0]!;
    const line = [
      product!.department_id,
      'tyre',
      product!.sku,
      `"${exported.name}"`,
      exported.brand,
      exported.width,
      exported.profile,
      exported.rim,
      exported.load_index,
      exported.speed_rating,
      '199.95',
    ].join(',');
    const productReport = (
      await upload(
        'products',
        `department_id,type,sku,name,brand,width,profile,rim,load_index,speed_rating,list_price\n${line}\n`,
      )
    ).json().data;
    expect(productReport.sample[0].change).toBe('updated');
    // Every changed value and only those: the price here; columns the demo fills and the file leaves out too.
    expect(productReport.sample[0].changes).toContainEqual({
      column: 'list_price',
      before: (product!.list_price_cents / 100).toFixed(2),
      after: '199.95',
    });
    const changed = productReport.sample[0].changes.map((c: { column: string }) => c.column);
    for (const same of ['name', 'brand', 'width', 'profile', 'rim', 'load_index', 'speed_rating'])
      expect(changed).not.toContain(same);
  });
});

describe('uploads spooled to the temporary folder', () => {
  it('removes the spooled file when the import ends, and when it fails', async () => {
    expect((await upload('products', importTemplate('products'), { commit: true })).statusCode).toBe(201);
    expect(spooledNow()).toEqual([]);
    expect(
      (await upload('stock', 'warehouse,sku,quantity\nNOWHERE,X,1\n', { commit: true })).statusCode,
    ).toBe(422);
    expect(spooledNow()).toEqual([]);
  });

  it('sweeps at start-up what a process that died left, and keeps what a live one is spooling', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    const dead = join(spoolRoot(), `${deadPid}-0badc0de`);
    mkdirSync(join(dead, 'upload-x'), { recursive: true });
    writeFileSync(join(dead, 'upload-x', 'upload.csv'), 'warehouse,sku,quantity\n');
    const earlierRunOfOurPid = join(spoolRoot(), `${process.pid}-0badc0de`);
    mkdirSync(earlierRunOfOurPid, { recursive: true });
    const live = join(spoolRoot(), `${process.ppid}-0badc0de`);
    mkdirSync(live, { recursive: true });
    try {
      const started = await buildApp({ config: t.config, database: t.database, logger: false });
      await started.close();
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(earlierRunOfOurPid)).toBe(false);
      expect(existsSync(live)).toBe(true);
    } finally {
      await import('node:fs/promises').then((fs) => fs.rm(live, { recursive: true, force: true }));
    }
  });
});
