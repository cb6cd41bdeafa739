import { sql } from 'drizzle-orm';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import type { Cents } from '@tyreline/domain/money';
import { rows, type Db } from '../../db/client.ts';
import { queueMail, type MailSettings } from '../../lib/mail/outbox.ts';
import {
  ownersWanting,
  recipientIfWanting,
  recipientRow,
  type MailRecipient,
  type RecipientRow,
} from '../../lib/mail/recipients.ts';
import { longDate, money, paragraph, renderLayout, type Paragraph } from '../../lib/mail/render.ts';

interface ApprovalForMail {
  id: number;
  account_id: number;
  account_name: string;
  requested_by_user_id: number;
  requested_by: string;
  /** The buyer who asked, as the decision notice's recipient. */
  requester: RecipientRow;
  order_limit_cents: Cents | null;
  created_at: Date | string;
  total_cents: Cents;
  line_count: number;
  request: CheckoutRequest;
  decided_by: string | null;
  reason: string | null;
  order_id: number | null;
  order_number: string | null;
}

async function approvalForMail(tx: Db, id: number): Promise<ApprovalForMail | undefined> {
  const [approval] = await rows<ApprovalForMail>(
    tx,
    sql`select a.id, a.account_id, ac.name as account_name, a.requested_by_user_id, r.name as requested_by, ${recipientRow('r')} as requester,
               r.order_limit_cents, a.created_at, a.total_cents, jsonb_array_length(a.lines)::int as line_count,
               a.request, d.name as decided_by, a.reason, a.order_id, o.number as order_number
        from order_approvals a
        join accounts ac on ac.id = a.account_id
        join users r on r.id = a.requested_by_user_id
        left join users d on d.id = a.decided_by_user_id
        left join orders o on o.id = a.order_id
        where a.id = ${id}`,
  );
  return approval;
}

/** The request on the shop's Approvals page, from outside: the page opens it. */
export const approvalLink = (settings: MailSettings, approvalId: number): string =>
  `${settings.publicUrl}/approvals?approval=${approvalId}`;

const lineCount = (approval: ApprovalForMail) =>
  `${approval.line_count} ${approval.line_count === 1 ? 'line' : 'lines'}`;

const referenceOf = (approval: ApprovalForMail) => approval.request.customer_reference?.trim() || null;

async function queueApprovalMail(
  tx: Db,
  settings: MailSettings,
  approval: ApprovalForMail,
  to: MailRecipient,
  mail: {
    kind: string;
    subject: string;
    heading: string;
    paragraphs: Paragraph[];
    link: { label: string; url: string };
  },
): Promise<void> {
  const body = renderLayout({
    supplierName: settings.supplierName,
    logoUrl: settings.logoUrl,
    heading: mail.heading,
    paragraphs: [paragraph`Hello ${to.name},`, ...mail.paragraphs],
    link: mail.link,
  });
  await queueMail(tx, settings, {
    kind: mail.kind,
    to: to.address,
    subject: mail.subject,
    ...body,
    accountId: approval.account_id,
    userId: to.userId,
    orderId: approval.order_id ?? undefined,
  });
}

/**
 * "Approval requested", to every active owner of the account, in the transaction that stores the request:
 * who asked, the total, the line count, their reference and a link that opens the request. Always sent.
 */
export async function queueApprovalRequestedMail(tx: Db, settings: MailSettings, id: number): Promise<void> {
  const approval = await approvalForMail(tx, id);
  if (!approval) return;
  const reference = referenceOf(approval);
  const limit =
    approval.order_limit_cents === null
      ? ''
      : `, over their order limit of ${money(approval.order_limit_cents)}`;
  for (const owner of await ownersWanting(
    tx,
    'approval.requested',
    approval.account_id,
    approval.requested_by_user_id,
  )) {
    await queueApprovalMail(tx, settings, approval, owner, {
      kind: 'approval.requested',
      subject: `${approval.requested_by} asks you to approve an order of ${money(approval.total_cents)}`,
      heading: `${approval.requested_by} asks you to approve an order`,
      paragraphs: [
        paragraph`${approval.requested_by} asked on ${longDate(new Date(approval.created_at))} for your
          approval of an order for ${approval.account_name}: ${lineCount(approval)},
          ${money(approval.total_cents)} including GST${limit}.`,
        ...(reference ? [paragraph`Their reference: ${reference}`] : []),
        paragraph`Approving places the order then, with stock, prices and credit as they are at that time. If
          you reject it, give a reason: ${approval.requested_by} is told it.`,
      ],
      link: { label: 'Review the request', url: approvalLink(settings, approval.id) },
    });
  }
}

/** "Approved", to the buyer who asked, in the transaction that approves it: the order's number and a link to it. */
export async function queueApprovalApprovedMail(tx: Db, settings: MailSettings, id: number): Promise<void> {
  const approval = await approvalForMail(tx, id);
  if (!approval || approval.order_id === null) return;
  const buyer = recipientIfWanting('approval.approved', approval.requester);
  if (!buyer) return;
  const reference = referenceOf(approval);
  await queueApprovalMail(tx, settings, approval, buyer, {
    kind: 'approval.approved',
    subject: `Your order ${approval.order_number} was approved`,
    heading: `Your order ${approval.order_number} was approved`,
    paragraphs: [
      paragraph`${approval.decided_by} approved the order you sent for approval on
        ${longDate(new Date(approval.created_at))} (${lineCount(approval)}), and it has been placed as order
        ${approval.order_number}.`,
      ...(reference ? [paragraph`Your reference: ${reference}`] : []),
    ],
    link: {
      label: `View order ${approval.order_number}`,
      url: `${settings.publicUrl}/orders?order=${approval.order_id}`,
    },
  });
}

/** "Rejected", to the buyer who asked, with the owner's reason and a link to the request. */
export async function queueApprovalRejectedMail(tx: Db, settings: MailSettings, id: number): Promise<void> {
  const approval = await approvalForMail(tx, id);
  if (!approval) return;
  const buyer = recipientIfWanting('approval.rejected', approval.requester);
  if (!buyer) return;
  const reference = referenceOf(approval);
  await queueApprovalMail(tx, settings, approval, buyer, {
    kind: 'approval.rejected',
    subject: 'Your order request was not approved',
    heading: 'Your order request was not approved',
    paragraphs: [
      paragraph`${approval.decided_by} did not approve the order you sent for approval on
        ${longDate(new Date(approval.created_at))} (${lineCount(approval)}, ${money(approval.total_cents)}
        including GST). No order was placed.`,
      paragraph`Reason: ${approval.reason}`,
      ...(reference ? [paragraph`Your reference: ${reference}`] : []),
    ],
    link: { label: 'View your approvals', url: approvalLink(settings, approval.id) },
  });
}
