import { sql, type SQL } from 'drizzle-orm';
import { counterHours, type PickUpHours } from '@tyreline/domain/delivery';
import { labelOf, SHIP_TYPES } from '@tyreline/domain/enums';
import type { Cents } from '@tyreline/domain/money';
import { rows, type Db } from '../../db/client.ts';
import { queueMail, type MailSettings, type OutgoingMail } from '../../lib/mail/outbox.ts';
import {
  ownersWanting,
  recipientIfWanting,
  recipientRow,
  type MailRecipient,
  type RecipientRow,
} from '../../lib/mail/recipients.ts';
import { longDate, money, paragraph, renderLayout, type Paragraph } from '../../lib/mail/render.ts';

export interface OrderForMail {
  id: number;
  number: string;
  account_id: number;
  account_name: string;
  user_id: number;
  user_name: string;
  user_role: string;
  /** The person who placed it, as a notice's recipient: read with the order, not again per notice. */
  placer: RecipientRow;
  approved_by: string | null;
  approved_by_user_id: number | null;
  customer_reference: string | null;
  total_cents: Cents;
  line_count: number;
  ship_type: number;
  promise: string | null;
  created_at: Date | string;
  warehouse_name: string;
  warehouse_address: string | null;
  tracking_reference: string | null;
  /** The warehouse counter's hours, for the pick-up notice; null where it keeps none. */
  counter_hours: Pick<PickUpHours, 'opens' | 'closes' | 'days'> | null;
}

/**
 * The order as its notices read it, from `orders` (the table, or checkout's just-written row: a CTE of its
 * statement); the caller adds the where.
 */
export const orderForMailQuery = (orders: SQL = sql`orders`) =>
  sql`select o.id, o.number, o.account_id, a.name as account_name, o.user_id, u.name as user_name,
             u.role as user_role, ${recipientRow('u')} as placer, ap.name as approved_by, o.approved_by_user_id, o.customer_reference,
             o.total_cents, o.line_count, o.ship_type, o.promise, o.created_at, w.name as warehouse_name,
             w.address as warehouse_address, o.tracking_reference,
             (select json_build_object('opens', h.opens, 'closes', h.closes, 'days', h.days)
              from pick_up_hours h where h.warehouse_id = w.id) as counter_hours
      from ${orders} o join users u on u.id = o.user_id join accounts a on a.id = o.account_id
        join warehouses w on w.id = o.warehouse_id left join users ap on ap.id = o.approved_by_user_id`;

async function orderForMail(tx: Db, orderId: number): Promise<OrderForMail | undefined> {
  const [order] = await rows<OrderForMail>(tx, sql`${orderForMailQuery()} where o.id = ${orderId}`);
  return order;
}

/** The order's page in the shop, from outside. */
const orderLink = (settings: MailSettings, order: OrderForMail) => ({
  label: `View order ${order.number}`,
  url: `${settings.publicUrl}/orders?order=${order.id}`,
});

const referenceLine = (order: OrderForMail, whose = 'Your') =>
  order.customer_reference ? [paragraph`${whose} reference: ${order.customer_reference}`] : [];

const lineCount = (order: OrderForMail) => `${order.line_count} ${order.line_count === 1 ? 'line' : 'lines'}`;

const shippingLine = (order: OrderForMail) =>
  paragraph`${labelOf(SHIP_TYPES, order.ship_type) ?? 'Delivery'} from
    ${order.warehouse_name}.${order.promise ? ` ${order.promise}.` : ''}`;

/**
 * A notice about the order to one person, or to the one who placed it: only if they want notices of this `kind`
 * (`@tyreline/domain/mail-topics`) and sign in with an e-mail address (a sign-in made with the operator tool may
 * not be one, and then has nowhere to be told); undefined when it goes to no one.
 */
function orderMail(
  settings: MailSettings,
  order: OrderForMail,
  kind: string,
  subject: string,
  heading: string,
  paragraphs: Paragraph[],
  to?: MailRecipient,
): OutgoingMail | undefined {
  const recipient = to ?? recipientIfWanting(kind, order.placer);
  if (!recipient) return undefined;
  const body = renderLayout({
    supplierName: settings.supplierName,
    logoUrl: settings.logoUrl,
    heading,
    paragraphs: [paragraph`Hello ${recipient.name},`, ...paragraphs],
    link: orderLink(settings, order),
  });
  return {
    kind,
    to: recipient.address,
    subject,
    ...body,
    accountId: order.account_id,
    userId: recipient.userId,
    orderId: order.id,
  };
}

/** Queues `orderMail`'s notice, if it goes to anyone, in the transaction `tx`. */
async function queueOrderMail(
  tx: Db,
  settings: MailSettings,
  order: OrderForMail,
  kind: string,
  subject: string,
  heading: string,
  paragraphs: Paragraph[],
  to?: MailRecipient,
): Promise<void> {
  const mail = orderMail(settings, order, kind, subject, heading, paragraphs, to);
  if (mail) await queueMail(tx, settings, mail);
}

/**
 * "Order SO-000123 placed": to the person who placed it and, when a buyer placed it (within their limit or
 * through an owner's approval), a copy to each active owner of the account saying who placed it and who approved
 * it. Each recipient's "Order placed" preference is honoured. Rendered here, queued by checkout in a statement of
 * its transaction (`queueMailsQuery`); `tx` only reads the owners, for a buyer's order.
 */
export async function orderPlacedMails(
  tx: Db,
  settings: MailSettings,
  order: OrderForMail,
): Promise<OutgoingMail[]> {
  const placed = longDate(new Date(order.created_at));
  const items = lineCount(order);
  const mails = [
    orderMail(
      settings,
      order,
      'order.placed',
      `Order ${order.number} placed`,
      `Thank you for your order ${order.number}`,
      [
        paragraph`We received your order ${order.number} on ${placed}: ${items}, ${money(order.total_cents)}
          including GST.`,
        ...referenceLine(order),
        shippingLine(order),
      ],
    ),
  ];
  if (order.user_role === 'buyer')
    for (const owner of await ownersWanting(tx, 'order.placed', order.account_id, order.user_id)) {
      const approval =
        order.approved_by_user_id === null
          ? []
          : order.approved_by_user_id === owner.userId
            ? [paragraph`You approved it.`]
            : [paragraph`${order.approved_by} approved it.`];
      mails.push(
        orderMail(
          settings,
          order,
          'order.placed',
          `Order ${order.number} placed by ${order.user_name}`,
          `${order.user_name} placed order ${order.number}`,
          [
            paragraph`${order.user_name} placed order ${order.number} for ${order.account_name} on ${placed}:
              ${items}, ${money(order.total_cents)} including GST.`,
            ...approval,
            ...referenceLine(order, 'Their'),
            shippingLine(order),
          ],
          owner,
        ),
      );
    }
  return mails.filter((m) => m !== undefined);
}

/** The notices of the status moves a customer waits for: dispatched, ready for pick-up, cancelled. */
export async function queueOrderStatusMail(
  tx: Db,
  settings: MailSettings,
  orderId: number,
  status: string,
  note: string | null,
): Promise<void> {
  if (status !== 'dispatched' && status !== 'ready_for_pickup' && status !== 'cancelled') return;
  const order = await orderForMail(tx, orderId);
  if (!order) return;
  if (status === 'dispatched') {
    const carrier = order.tracking_reference
      ? [paragraph`The carrier's reference is ${order.tracking_reference}.`]
      : [];
    await queueOrderMail(
      tx,
      settings,
      order,
      'order.dispatched',
      `Order ${order.number} dispatched`,
      `Your order ${order.number} is on its way`,
      [
        paragraph`Your order ${order.number} left ${order.warehouse_name} today.`,
        ...carrier,
        ...referenceLine(order),
      ],
    );
  } else if (status === 'ready_for_pickup') {
    const where = order.warehouse_address
      ? `${order.warehouse_name}, ${order.warehouse_address}`
      : order.warehouse_name;
    await queueOrderMail(
      tx,
      settings,
      order,
      'order.ready_for_pickup',
      `Order ${order.number} ready for pick-up`,
      `Your order ${order.number} is ready for pick-up`,
      [
        paragraph`Your order is ready to collect at ${where}.`,
        ...(order.counter_hours
          ? [paragraph`The counter is open ${counterHours(order.counter_hours)}, except public holidays.`]
          : []),
        ...referenceLine(order),
      ],
    );
  } else {
    const reason = note?.trim() ? [paragraph`Reason: ${note.trim()}`] : [];
    await queueOrderMail(
      tx,
      settings,
      order,
      'order.cancelled',
      `Order ${order.number} cancelled`,
      `Your order ${order.number} was cancelled`,
      [
        paragraph`Your order ${order.number} of ${money(order.total_cents)} was cancelled; its invoice is
          credited.`,
        ...reason,
        ...referenceLine(order),
      ],
    );
  }
}

/** What a partial-dispatch notice names: the goods, as "3 × Pilot Sport 4 (MIC-1)". */
export interface MailItem {
  qty: number;
  name: string;
  sku: string;
}

const itemList = (items: readonly MailItem[]) =>
  items.map((i) => `${i.qty} × ${i.name} (${i.sku})`).join(', ');

/**
 * A shipment of the order (docs/product.md §25), in its transaction: what went (or is ready at the counter),
 * its carrier reference, and what is still on backorder. Governed by the same preference as the dispatched and
 * ready-for-pick-up notices.
 */
export async function queueShipmentMail(
  tx: Db,
  settings: MailSettings,
  orderId: number,
  shipment: {
    isPickUp: boolean;
    seq: number;
    trackingReference: string | null;
    sent: readonly MailItem[];
    backordered: readonly MailItem[];
  },
): Promise<void> {
  const order = await orderForMail(tx, orderId);
  if (!order) return;
  const rest =
    shipment.backordered.length > 0
      ? [paragraph`Still on backorder: ${itemList(shipment.backordered)}. We send it as soon as it is in.`]
      : [paragraph`Nothing of this order is left on backorder.`];
  if (shipment.isPickUp) {
    const where = order.warehouse_address
      ? `${order.warehouse_name}, ${order.warehouse_address}`
      : order.warehouse_name;
    await queueOrderMail(
      tx,
      settings,
      order,
      'order.ready_for_pickup',
      `Order ${order.number}: part ${shipment.seq} ready for pick-up`,
      `Part of your order ${order.number} is ready for pick-up`,
      [
        paragraph`Ready to collect at ${where}: ${itemList(shipment.sent)}.`,
        ...rest,
        ...(order.counter_hours
          ? [paragraph`The counter is open ${counterHours(order.counter_hours)}, except public holidays.`]
          : []),
        ...referenceLine(order),
      ],
    );
    return;
  }
  await queueOrderMail(
    tx,
    settings,
    order,
    'order.dispatched',
    `Order ${order.number}: shipment ${shipment.seq} dispatched`,
    `Part of your order ${order.number} is on its way`,
    [
      paragraph`Shipment ${shipment.seq} of your order ${order.number} left ${order.warehouse_name} today:
        ${itemList(shipment.sent)}.`,
      ...(shipment.trackingReference
        ? [paragraph`The carrier's reference is ${shipment.trackingReference}.`]
        : []),
      ...rest,
      ...referenceLine(order),
    ],
  );
}

/** The rest of the order was cancelled from backorder: what, why, and the credit note for it. Always sent. */
export async function queueBackorderCancelledMail(
  tx: Db,
  settings: MailSettings,
  orderId: number,
  cancelled: { items: readonly MailItem[]; reason: string; creditNote: string | null; amountCents: Cents },
): Promise<void> {
  const order = await orderForMail(tx, orderId);
  if (!order) return;
  await queueOrderMail(
    tx,
    settings,
    order,
    'order.backorder_cancelled',
    `Order ${order.number}: backorder cancelled`,
    `The backorder of your order ${order.number} was cancelled`,
    [
      paragraph`We could not send the rest of your order ${order.number}: ${itemList(cancelled.items)}.`,
      paragraph`Reason: ${cancelled.reason}`,
      ...(cancelled.creditNote
        ? [
            paragraph`Credit note ${cancelled.creditNote} of ${money(cancelled.amountCents)} is in your account.`,
          ]
        : []),
      ...referenceLine(order),
    ],
  );
}
