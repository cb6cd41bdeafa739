import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proRataCreditCents } from '@tyreline/domain/warranty';
import { rows } from '../../db/client.ts';
import { GOLD_COAST, TRADE } from '../../../test/support/orders.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { SALES, WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

/** A real 1×1 PNG, so the claim's PDF can draw it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function formData(fields: Record<string, string | number>, photos: FilePart[] = [], field = 'photos') {
  const boundary = `----tyreline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const photo of photos) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${photo.name}"\r\n` +
          `Content-Type: ${photo.type ?? 'image/png'}\r\n\r\n`,
      ),
      photo.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
let storageDir: string;
let trade: string;
let sales: string;
let warehouse: string;
let orderId: number;
let tyreLine: { id: number; unit_price_cents: number; sku: string };
let valveLine: { id: number };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'tyreline-claims-'));
  t = await startTestApp({ storageDir }, { demoOrders: true });
  trade = (await t.authAs(TRADE)).authorization;
  sales = await staffAuth(t, SALES);
  warehouse = await staffAuth(t, WAREHOUSE);
  const lines = await rows<{
    order_id: number;
    id: number;
    unit_price_cents: number;
    sku: string;
    type: string;
  }>(
    t.database.db,
    sql`select o.id as order_id, l.id, l.unit_price_cents, l.sku, p.type from orders o
        join users u on u.account_id = o.account_id and u.username = ${TRADE}
        join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
        where o.status = 'delivered' order by l.line_no`,
  );
  orderId = lines[0]!.order_id;
  tyreLine = lines.find((l) => l.type === 'tyre')!;
  valveLine = lines.find((l) => l.type !== 'tyre')!;
});
afterAll(async () => {
  await t?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const good = () => ({
  order_line_id: tyreLine.id,
  dot_code: 'DOT U2LL LMLR 2423',
  original_tread_mm: '8',
  remaining_tread_mm: '5.5',
  fault: 'sidewall_bulge',
  description: 'Bulge on the outer sidewall after 9,000 km',
});

function claimOn(
  id: number,
  fields: Record<string, string | number>,
  photos: FilePart[] = [],
  authorization = trade,
  field = 'photos',
) {
  const { payload, contentType } = formData(fields, photos, field);
  return t.app.inject({
    method: 'POST',
    url: `/api/cus/orders/${id}/claims`,
    headers: { authorization, 'content-type': contentType },
    payload,
  });
}

const storedFiles = async () =>
  (await readdir(storageDir, { recursive: true })).filter((f) => f.includes('.'));
const claimCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from warranty_claims`))[0]!.n;

let claimId: number;

describe('a customer’s warranty claim', () => {
  it('lists the order’s tyre lines with how many claims each takes, and no accessory', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cus/orders/${orderId}/claimable-lines`,
      headers: { authorization: trade },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        order_line_id: tyreLine.id,
        delivered_qty: 4,
        claimable_qty: 4,
        reason: null,
      }),
    ]);
  });

  it('is made with its DOT, tread depths, fault and a photo, at the pro-rata credit of the one domain rule', async () => {
    const response = await claimOn(orderId, good(), [{ name: 'bulge.png', bytes: PNG }]);
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json().data;
    claimId = made.id;
    expect(made).toMatchObject({
      number: `WC-${String(made.id).padStart(6, '0')}`,
      status: 'submitted',
      order: { id: orderId },
      sku: tyreLine.sku,
      dot_code: '2423',
      dot_week: 24,
      dot_year: 2023,
      original_tread_mm: 8,
      remaining_tread_mm: 5.5,
      fault: 'sidewall_bulge',
      computed_credit: proRataCreditCents(tyreLine.unit_price_cents, 8, 5.5) / 100,
      credit: null,
      photos: [{ file_name: 'bulge.png', content_type: 'image/png', size: PNG.length }],
      timeline: [{ event: 'submitted', by: expect.any(String) }],
    });
    expect(await storedFiles()).toHaveLength(1);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/cus/claims/${claimId}/photos/${made.photos[0].id}`,
      headers: { authorization: trade },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/cus/claims',
      headers: { authorization: trade },
    });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(claimId);
  });

  it('refuses a file that is not an image (422) and one over 5 MB (413), naming the file, and stores nothing', async () => {
    const before = await claimCount();
    const notImage = await claimOn(orderId, good(), [
      { name: 'bulge.png', bytes: PNG },
      { name: 'report.pdf', bytes: Buffer.from('%PDF-1.7 not a photo'), type: 'image/png' },
    ]);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.photos).toEqual([
      '"report.pdf" is not a photo: send a JPEG, PNG or WebP image',
    ]);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(huge);
    const tooLarge = await claimOn(orderId, good(), [{ name: 'huge.png', bytes: huge }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors.photos).toEqual(['"huge.png" is larger than 5 MB']);
    const six = await claimOn(
      orderId,
      good(),
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG })),
    );
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.photos).toEqual(['Send at most 5 photos (6 were sent)']);
    const wrongField = await claimOn(orderId, good(), [{ name: 'x.png', bytes: PNG }], trade, 'photo');
    expect(wrongField.statusCode).toBe(422);
    expect(await claimCount()).toBe(before);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a DOT in the future or unreadable, and tread the rule cannot use (422 by field)', async () => {
    const future = await claimOn(orderId, { ...good(), dot_code: '0199' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.dot_code[0]).toMatch(/week 1 of 2099, which is in the future/);
    const unreadable = await claimOn(orderId, { ...good(), dot_code: 'DOT ??' });
    expect(unreadable.json().errors.dot_code[0]).toMatch(/cannot be read/);
    const tread = await claimOn(orderId, {
      ...good(),
      original_tread_mm: '1.5',
      remaining_tread_mm: '',
      fault: 'melted',
    });
    expect(tread.statusCode).toBe(422);
    expect(Object.keys(tread.json().errors).sort()).toEqual(['fault', 'remaining_tread_mm']);
    const deeper = await claimOn(orderId, { ...good(), original_tread_mm: '8', remaining_tread_mm: '8.5' });
    expect(deeper.json().errors).toEqual({
      remaining_tread_mm: ['The remaining tread cannot be deeper than the original tread'],
    });
    const minimum = await claimOn(orderId, { ...good(), original_tread_mm: '1.5', remaining_tread_mm: '1' });
    expect(minimum.json().errors.original_tread_mm[0]).toMatch(/above the 1.5 mm legal minimum/);
  });

  it('is refused on another account’s order (404) and on a line that is not a tyre (422)', async () => {
    const other = await claimOn(
      orderId,
      good(),
      [{ name: 'a.png', bytes: PNG }],
      (await t.authAs(GOLD_COAST)).authorization,
    );
    expect(other.statusCode).toBe(404);
    const otherClaim = await t.app.inject({
      method: 'GET',
      url: `/api/cus/claims/${claimId}`,
      headers: { authorization: (await t.authAs(GOLD_COAST)).authorization },
    });
    expect(otherClaim.statusCode).toBe(404);
    const valve = await claimOn(orderId, { ...good(), order_line_id: valveLine.id });
    expect(valve.statusCode).toBe(422);
    expect(valve.json().errors.order_line_id).toEqual(['Only tyres carry a warranty claim.']);
  });

  it('takes at most one claim per tyre delivered', async () => {
    for (let n = 0; n < 3; n++) expect((await claimOn(orderId, good())).statusCode).toBe(201);
    const fifth = await claimOn(orderId, good());
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.order_line_id[0]).toMatch(/already under a claim/);
  });

  it('leaves no stored photo behind when its transaction fails', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update warranty_claims set status = 'rejected' where id = (select max(id) from warranty_claims)`,
    );
    await db.execute(sql`create function refuse_claim() returns trigger language plpgsql as
      $$ begin raise exception 'the database refused the claim'; end $$`);
    await db.execute(sql`create trigger refuse_claim before insert on warranty_claim_photos
      for each row execute function refuse_claim()`);
    try {
      const before = await storedFiles();
      const failed = await claimOn(orderId, good(), [
        { name: 'a.png', bytes: PNG },
        { name: 'b.png', bytes: PNG },
      ]);
      expect(failed.statusCode).toBe(500);
      expect(await storedFiles()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_claim on warranty_claim_photos`);
      await db.execute(sql`drop function refuse_claim()`);
    }
  });
});

describe('staff’s decision on a claim', () => {
  const decide = (action: string, body: object, who = sales) =>
    staffCall(t, who, `/api/staff/claims/${claimId}/${action}`, body);

  it('shows the queue and the claim with its photos and computed credit; the warehouse may look but not decide', async () => {
    const list = await staffCall(t, warehouse, '/api/staff/claims?status=submitted&q=southside');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(claimId);
    const detail = await staffCall(t, warehouse, `/api/staff/claims/${claimId}`);
    expect(detail.json().data).toMatchObject({ version: 1, account: { name: 'Southside Tyre & Auto' } });
    const photo = await staffCall(
      t,
      warehouse,
      `/api/staff/claims/${claimId}/photos/${detail.json().data.photos[0].id}`,
    );
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await decide('approve', { version: 1 }, warehouse)).statusCode).toBe(403);
  });

  it('approves at the computed credit: a credit note in the ledger, audited, on the timeline; a stale or second decision is 409', async () => {
    const stale = await decide('approve', { version: 7 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current).toMatchObject({ id: claimId, status: 'submitted', version: 1 });
    const approved = await decide('approve', { version: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    const claim = approved.json().data;
    const computed = proRataCreditCents(tyreLine.unit_price_cents, 8, 5.5);
    expect(claim).toMatchObject({ status: 'approved', credit: computed / 100, version: 2 });
    expect(claim.credit_note).toMatch(/^CN-\d{6}$/);
    expect(claim.timeline.map((e: { event: string }) => e.event)).toEqual(['submitted', 'approved']);
    const [entry] = await rows<{ amount_cents: number; reference: string }>(
      t.database.db,
      sql`select amount_cents, reference from ledger_entries where kind = 'credit_note' and reference like ${`%${claim.number}`}`,
    );
    expect(entry).toEqual({
      amount_cents: -computed,
      reference: `${claim.credit_note} · Warranty claim ${claim.number}`,
    });
    const [audited] = await rows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'warranty_claim' and entity_id = ${claimId}`,
    );
    expect(audited).toEqual({ action: 'warranty_claim.approve' });
    const again = await decide('reject', { version: 2, reason: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already approved/);
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/cus/claims/${claimId}`,
      headers: { authorization: trade },
    });
    expect(customer.json().data.timeline[1]).toMatchObject({ event: 'approved', by: 'Tyreline' });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/cus/orders/${orderId}`,
      headers: { authorization: trade },
    });
    expect(order.json().data.credit_notes).toContainEqual(
      expect.objectContaining({
        number: claim.credit_note,
        source: 'warranty',
        source_reference: claim.number,
      }),
    );
  });

  it('adjusts a credit up to the tyre’s price with a reason, and rejects with a reason and no credit', async () => {
    const [{ id: second } = { id: 0 }] = await rows<{ id: number }>(
      t.database.db,
      sql`select min(id) as id from warranty_claims where status = 'submitted'`,
    );
    const adjust = (body: object) => staffCall(t, sales, `/api/staff/claims/${second}/adjust`, body);
    const over = await adjust({
      version: 1,
      credit: tyreLine.unit_price_cents / 100 + 0.01,
      reason: 'Goodwill',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.credit[0]).toMatch(/at most .*the tyre's price/);
    expect((await adjust({ version: 1, credit: 0, reason: 'x' })).statusCode).toBe(422);
    expect((await adjust({ version: 1, credit: 50 })).json().errors.reason).toEqual(['Reason is required']);
    const adjusted = await adjust({ version: 1, credit: 50, reason: 'Goodwill: long-standing customer' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().data).toMatchObject({
      status: 'approved',
      credit: 50,
      decision_note: 'Goodwill: long-standing customer',
    });
    expect(adjusted.json().data.timeline[1], JSON.stringify(adjusted.json().data.timeline)).toMatchObject({
      event: 'adjusted',
      note: expect.stringMatching(/50\.00 AUD credited \(CN-\d+\): Goodwill/),
    });

    const [{ id: third } = { id: 0 }] = await rows<{ id: number }>(
      t.database.db,
      sql`select min(id) as id from warranty_claims where status = 'submitted'`,
    );
    const notes = async () =>
      (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from credit_notes`))[0]!.n;
    const before = await notes();
    const rejected = await staffCall(t, sales, `/api/staff/claims/${third}/reject`, {
      version: 1,
      reason: 'Kerb damage, not a defect',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', credit: null, credit_note: null });
    expect(await notes()).toBe(before);
  });

  it('prints a claim PDF for the tyre maker with the facts, the tread, the fault, the photo and the credit', async () => {
    const response = await staffCall(t, warehouse, `/api/staff/claims/${claimId}/claim.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const claim = (await staffCall(t, warehouse, `/api/staff/claims/${claimId}`)).json().data;
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      claim.number,
      'Southside Tyre & Auto',
      claim.order.number,
      tyreLine.sku,
      '2423 (week 24 of 2023)',
      '8.0 mm',
      '5.5 mm',
      'Sidewall bulge',
      'Bulge on the outer sidewall',
      claim.credit_note,
      'Photos (1)',
      'bulge.png',
    ])
      expect(text).toContain(expected);
  });
});

describe('a claim body the server cannot read', () => {
  it('is a 422, never a 500: JSON instead of multipart, or multipart without its boundary', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/cus/orders/${orderId}/claims`,
      headers: { authorization: trade },
      payload: good(),
    });
    expect(json.statusCode).toBe(422);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api/cus/orders/${orderId}/claims`,
      headers: { authorization: trade, 'content-type': 'multipart/form-data' },
      payload: 'no boundary',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(422);
    expect(noBoundary.json().errors.photos[0]).toMatch(/could not be read/);
  });
});
