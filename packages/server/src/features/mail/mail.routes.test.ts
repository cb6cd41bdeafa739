import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { TRADE, checkout, deliveryOrder, stockedProducts } from '../../../test/support/orders.ts';
import { ADMIN, SALES, WAREHOUSE, staffAuth, staffCall } from '../../../test/support/staff.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { queueMail } from '../../lib/mail/outbox.ts';
import { renderPdf } from '../../lib/pdf.ts';

let t: TestApp;
let admin: string;
let order: { id: number; number: string };
beforeAll(async () => {
  // No SMTP_URL: the embedded default, where mail is recorded and read on the Mail page.
  t = await startTestApp();
  admin = await staffAuth(t, ADMIN);
  const [product] = await stockedProducts(t.database.db, 7, 1, 1, 50);
  const trade = (await t.authAs(TRADE)).authorization;
  const placed = await checkout(
    t,
    trade,
    deliveryOrder([{ product_id: product!.id, qty: 1 }], { customer_reference: 'PO-<b>MAIL</b>' }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json().data;
});
afterAll(() => t?.close());

describe('the Mail page', () => {
  it('lists a recorded message, newest first, for an administrator, filtered by status and text', async () => {
    const list = await staffCall(t, admin, '/api/staff/mail?status=recorded&q=placed');
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json().data;
    expect(first).toMatchObject({
      kind: 'order.placed',
      to: TRADE,
      subject: `Order ${order.number} placed`,
      status: 'recorded',
      attempts: 0,
      sent_at: null,
      next_attempt_at: null,
      order_id: order.id,
    });
    expect(list.json().meta).toMatchObject({ page: 1, total: 1 });
    const none = await staffCall(t, admin, '/api/staff/mail?status=failed');
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const byAddress = await staffCall(t, admin, '/api/staff/mail?q=TRADE@EXAMPLE');
    expect(byAddress.json().meta.total).toBe(1);
  });

  it('opens a message with its HTML, plain text and Message-ID', async () => {
    const [first] = (await staffCall(t, admin, '/api/staff/mail')).json().data;
    const opened = await staffCall(t, admin, `/api/staff/mail/${first.id}`);
    expect(opened.statusCode).toBe(200);
    const message = opened.json().data;
    expect(message.message_id).toMatch(/^<.+@tyreline>$/);
    expect(message.html).toContain('PO-&lt;b&gt;MAIL&lt;/b&gt;');
    expect(message.text).toContain(`/orders?order=${order.id}`);
    expect((await staffCall(t, admin, '/api/staff/mail/999999')).statusCode).toBe(404);
  });

  it('resends a message as a copy with a Message-ID of its own, audited', async () => {
    const [first] = (await staffCall(t, admin, '/api/staff/mail')).json().data;
    const original = (await staffCall(t, admin, `/api/staff/mail/${first.id}`)).json().data;
    const resent = await staffCall(t, admin, `/api/staff/mail/${first.id}/resend`, {});
    expect(resent.statusCode, resent.body).toBe(201);
    const copy = resent.json().data;
    expect(copy).toMatchObject({
      to: TRADE,
      subject: original.subject,
      status: 'recorded',
      html: original.html,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.message_id).not.toBe(original.message_id);
    const [entry] = await rows<{ action: string; entity_id: number; after: { copy_id: number } }>(
      t.database.db,
      sql`select action, entity_id, after from audit_log where entity_type = 'mail'`,
    );
    expect(entry).toEqual({ action: 'mail.resend', entity_id: original.id, after: { copy_id: copy.id } });
    const audit = await staffCall(t, admin, '/api/staff/audit?entity_type=mail');
    expect(audit.json().data[0]).toMatchObject({ action: 'mail.resend', entity_label: original.subject });
    expect((await staffCall(t, admin, '/api/staff/mail/999999/resend', {})).statusCode).toBe(404);
  });

  it('shows a message’s attachments by name and size, downloads one, and resends a copy with them', async () => {
    const pdf = await renderPdf('Statement', (doc) => doc.text('Closing balance'));
    const id = await queueMail(
      t.database.db,
      { delivers: false },
      {
        kind: 'account.statement',
        to: 'accounts@example.com',
        subject: 'Your statement for October 2026',
        html: '<p>Attached.</p>',
        text: 'Attached.',
        attachments: [
          { filename: 'statement-2026-10.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'Überblick.txt', contentType: 'text/plain', content: Buffer.from('hello') },
        ],
      },
    );
    const opened = (await staffCall(t, admin, `/api/staff/mail/${id}`)).json().data;
    expect(opened.attachments).toEqual([
      {
        id: expect.any(Number),
        filename: 'statement-2026-10.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
      },
      { id: expect.any(Number), filename: 'Überblick.txt', content_type: 'text/plain', size: 5 },
    ]);
    const [statement, text] = opened.attachments;
    const download = await staffCall(t, admin, `/api/staff/mail/${id}/attachments/${statement.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="statement-2026-10.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const named = await staffCall(t, admin, `/api/staff/mail/${id}/attachments/${text.id}`);
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="_berblick.txt"; filename*=UTF-8''%C3%9Cberblick.txt`,
    );
    // Another message's file, or none at all, is not found.
    expect(
      (await staffCall(t, admin, `/api/staff/mail/${id + 1}/attachments/${statement.id}`)).statusCode,
    ).toBe(404);
    expect((await staffCall(t, admin, `/api/staff/mail/${id}/attachments/999999`)).statusCode).toBe(404);

    const copy = (await staffCall(t, admin, `/api/staff/mail/${id}/resend`, {})).json().data;
    expect(copy.attachments.map((a: { filename: string; size: number }) => [a.filename, a.size])).toEqual([
      ['statement-2026-10.pdf', pdf.length],
      ['Überblick.txt', 5],
    ]);
    const copied = await staffCall(
      t,
      admin,
      `/api/staff/mail/${copy.id}/attachments/${copy.attachments[0].id}`,
    );
    expect(copied.rawPayload.equals(pdf)).toBe(true);
    // The original keeps its own.
    expect((await staffCall(t, admin, `/api/staff/mail/${id}`)).json().data.attachments).toHaveLength(2);
  });

  it('is for administrators only: 403 for sales and warehouse, 401 for a customer’s token', async () => {
    for (const who of [SALES, WAREHOUSE]) {
      const authorization = await staffAuth(t, who);
      expect((await staffCall(t, authorization, '/api/staff/mail')).statusCode).toBe(403);
      expect((await staffCall(t, authorization, '/api/staff/mail/1')).statusCode).toBe(403);
      expect((await staffCall(t, authorization, '/api/staff/mail/1/resend', {})).statusCode).toBe(403);
      expect((await staffCall(t, authorization, '/api/staff/mail/1/attachments/1')).statusCode).toBe(403);
    }
    const customer = (await t.authAs(TRADE)).authorization;
    expect((await staffCall(t, customer, '/api/staff/mail')).statusCode).toBe(401);
    expect((await staffCall(t, customer, '/api/staff/mail/1/attachments/1')).statusCode).toBe(401);
  });

  it('answers 422 for a status it does not know', async () => {
    expect((await staffCall(t, admin, '/api/staff/mail?status=lost')).statusCode).toBe(422);
  });
});
