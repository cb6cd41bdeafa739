import { eq } from 'drizzle-orm';
import { toCsv } from '@tyreline/domain/csv';
import { MAX_EXPORT_ORDERS, type StatementQuery } from '@tyreline/domain/contract/documents';
import type { OrderListQuery, PricedOrder as Order } from '@tyreline/domain/contract/orders';
import { PER_PAGE_MAX } from '@tyreline/domain/contract/common';
import { localDateTime } from '@tyreline/domain/delivery';
import { formatAmount, formatAud, toCents } from '@tyreline/domain/money';
import { describePaymentTerms } from '@tyreline/domain/payment-terms';
import type { Db } from '../../db/client.ts';
import { orders as ordersTable } from '../../db/schema/orders.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import type { Download } from '../../lib/download.ts';
import { addressBlock, letterhead, moneyTable, renderPdf, totals } from '../../lib/pdf.ts';
import {
  billingAccount,
  billToLines,
  calendarDay,
  dayIn,
  dueOn,
  remittance,
  type BillingAccount,
  type Letterhead,
} from './billing.ts';
import { accountStatement } from './statement.ts';

/** Invoices, statements and CSV exports of the caller's own account; another account's order is not found. */
export function createDocumentsService(db: Db, supplier: Letterhead) {
  const orders = createOrdersRepository(db);

  function drawInvoice(order: Order, account: BillingAccount) {
    const day = dayIn(account.timezone);
    const due = dueOn(account, localDateTime(new Date(order.created_at), account.timezone).date);
    return renderPdf(`Tax invoice ${order.number}`, (doc) => {
      letterhead(doc, supplier, 'Tax invoice', [
        ['Invoice', order.number],
        ['Date', day(order.created_at)],
        ['Due date', calendarDay(due)],
        ['Terms', describePaymentTerms(account.terms)],
        ...(order.customer_reference
          ? [['Your reference', order.customer_reference] as [string, string]]
          : []),
      ]);
      const top = doc.y;
      const billed = addressBlock(doc, 'Bill to', billToLines(account), 50, top);
      const address = order.delivery_address;
      const shipped = addressBlock(
        doc,
        order.ship_type.name,
        address
          ? [address.street, `${address.suburb} ${address.state} ${address.postcode}`]
          : [`From ${order.warehouse.name}`],
        310,
        top,
      );
      doc.x = 50;
      doc.y = Math.max(billed, shipped) + 16;
      moneyTable(
        doc,
        [150, 165, 30, 70, 80],
        [2, 3, 4],
        [
          ['SKU', 'Description', 'Qty', 'Unit price', 'Amount'],
          ...order.lines.map((l) => [
            l.sku,
            l.name,
            String(l.qty),
            formatAmount(toCents(l.unit_price)),
            formatAmount(toCents(l.line_total)),
          ]),
        ],
      );
      totals(doc, [
        ['Subtotal (excl. GST)', formatAud(toCents(order.subtotal))],
        ['GST', formatAud(toCents(order.gst))],
        ['Delivery', formatAud(toCents(order.delivery_fee))],
        ['Total (incl. GST)', formatAud(toCents(order.total)), true],
      ]);
      doc.moveDown(2).fontSize(9).font('Helvetica');
      if (order.status === 'cancelled')
        doc.text('This order was cancelled; its invoice was credited in full.');
      doc.text(`Payment: ${order.payment_type.name}. Prices are in Australian dollars and include GST.`);
      if (order.status !== 'cancelled') remittance(doc, supplier, order.number, due);
    });
  }

  return {
    async invoice(accountId: number, orderId: number): Promise<Download | undefined> {
      const order = await orders.find(accountId, orderId);
      if (!order) return undefined;
      const body = await drawInvoice(order, await billingAccount(db, accountId));
      return { filename: `invoice-${order.number}.pdf`, contentType: 'application/pdf', body };
    },

    /** The same tax invoice for the supplier's staff, of any account's order. */
    async staffInvoice(orderId: number): Promise<Download | undefined> {
      const [order] = await db
        .select({ accountId: ordersTable.accountId })
        .from(ordersTable)
        .where(eq(ordersTable.id, orderId));
      return order && this.invoice(order.accountId, orderId);
    },

    /** The account statement for a period (PDF or CSV), with its ageing. */
    statement(accountId: number, query: StatementQuery): Promise<Download> {
      return accountStatement(db, supplier, accountId, query);
    },

    /** Every order the list's filters match, newest first, up to MAX_EXPORT_ORDERS. */
    async ordersCsv(accountId: number, query: OrderListQuery): Promise<Download> {
      const { timezone } = await billingAccount(db, accountId);
      const day = dayIn(timezone);
      const rows = [];
      for (let page = 1; rows.length < MAX_EXPORT_ORDERS; page++) {
        const { data } = await orders.list(accountId, { ...query, page, per_page: PER_PAGE_MAX });
        rows.push(...data);
        if (data.length < PER_PAGE_MAX) break;
      }
      const body = toCsv(
        ['number', 'date', 'status', 'reference', 'ship_type', 'warehouse', 'lines', 'total', 'tracking'],
        rows
          .slice(0, MAX_EXPORT_ORDERS)
          .map((o) => [
            o.number,
            day(o.created_at),
            o.status,
            o.customer_reference,
            o.ship_type.name,
            o.warehouse.name,
            o.line_count,
            o.total,
            o.tracking_reference,
          ]),
      );
      return { filename: 'orders.csv', contentType: 'text/csv; charset=utf-8', body };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
