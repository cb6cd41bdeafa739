import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';
import { queueMail, type MailSettings } from '../../lib/mail/outbox.ts';
import { recipientIfWanting, recipientRow, type RecipientRow } from '../../lib/mail/recipients.ts';
import { money, paragraph, renderLayout, type Paragraph } from '../../lib/mail/render.ts';

interface ReturnForMail {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  account_id: number;
  requester: RecipientRow;
  decision_note: string | null;
  warehouse_name: string | null;
  credit_note_number: string | null;
  credit_cents: number | null;
  restocking_fee_cents: number | null;
}

/** The steps the customer is told of (docs/product.md §21); none of them can be turned off. */
export type ReturnMailStep = 'approved' | 'rejected' | 'received';

/**
 * Tells the person who asked for the return that it was approved (send the goods back quoting the RMA),
 * rejected (with staff's reason) or received (with the credit note), in the step's own transaction.
 */
export async function queueReturnMail(
  tx: Db,
  settings: MailSettings,
  returnId: number,
  step: ReturnMailStep,
): Promise<void> {
  const [ret] = await rows<ReturnForMail>(
    tx,
    sql`select r.id, r.number, r.order_id, o.number as order_number, r.account_id,
               ${recipientRow('u')} as requester, r.decision_note, w.name as warehouse_name,
               c.number as credit_note_number, c.amount_cents as credit_cents, r.restocking_fee_cents
        from returns r join orders o on o.id = r.order_id join users u on u.id = r.user_id
          left join warehouses w on w.id = r.warehouse_id left join credit_notes c on c.id = r.credit_note_id
        where r.id = ${returnId}`,
  );
  if (!ret) return;
  const kind = `return.${step}`;
  const recipient = recipientIfWanting(kind, ret.requester);
  if (!recipient) return;
  const words: Record<ReturnMailStep, { subject: string; heading: string; paragraphs: Paragraph[] }> = {
    approved: {
      subject: `Return ${ret.number} approved`,
      heading: `Your return ${ret.number} is approved`,
      paragraphs: [
        paragraph`We approved your return ${ret.number} of goods from order ${ret.order_number}.`,
        paragraph`Please send them back quoting ${ret.number}; we credit your account once we receive them.`,
      ],
    },
    rejected: {
      subject: `Return ${ret.number} rejected`,
      heading: `Your return ${ret.number} was not accepted`,
      paragraphs: [
        paragraph`We cannot accept your return ${ret.number} of goods from order ${ret.order_number}.`,
        paragraph`Reason: ${ret.decision_note ?? '—'}`,
      ],
    },
    received: {
      subject: `Return ${ret.number} received`,
      heading: `We received your return ${ret.number}`,
      paragraphs: [
        paragraph`We received the goods of your return ${ret.number} at ${ret.warehouse_name ?? 'our warehouse'}.`,
        ...(ret.credit_note_number && ret.credit_cents !== null
          ? [
              paragraph`Credit note ${ret.credit_note_number} for ${money(ret.credit_cents)} is on your account.`,
            ]
          : []),
        ...(ret.restocking_fee_cents
          ? [paragraph`A restocking fee of ${money(ret.restocking_fee_cents)} was kept.`]
          : []),
      ],
    },
  };
  const { subject, heading, paragraphs } = words[step];
  const body = renderLayout({
    supplierName: settings.supplierName,
    logoUrl: settings.logoUrl,
    heading,
    paragraphs: [paragraph`Hello ${recipient.name},`, ...paragraphs],
    link: { label: `View return ${ret.number}`, url: `${settings.publicUrl}/returns/${ret.id}` },
  });
  await queueMail(tx, settings, {
    kind,
    to: recipient.address,
    subject,
    ...body,
    accountId: ret.account_id,
    userId: recipient.userId,
    orderId: ret.order_id,
  });
}
