import { eq } from 'drizzle-orm';
import { toCsv } from '@tyreline/domain/csv';
import { MAX_EXPORT_ORDERS, type StatementQuery } from '@tyreline/domain/contract/documents';
import type { OrderListQuery, PricedOrder as Order } from '@tyreline/domain/contract/orders';
import { PER_PAGE_MAX } from '@tyreline/domain/contract/common';
import { formatAmount, formatAud, toCents } from '@tyreline/domain/money';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { orders as ordersTable } from '../../db/schema/orders.ts';
import type { Supplier } from '../../env.ts';
import { createLedgerRepository, type LedgerKind } from '../orders/ledger.repository.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import type { Download } from '../../lib/download.ts';
import { addressBlock, letterhead, moneyTable, renderPdf, totals } from '../../lib/pdf.ts';

/** The supplier as documents head it: its details (phone included) and the support address. */
export interface Letterhead extends Supplier {
  email: string;
}

const LEDGER_LABELS: Record<LedgerKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
};

/** A calendar date ('2026-11-23') as people read it: '23 Nov 2026'. */
const calendarDay = (date: string) => dayIn('UTC')(`${date}T00:00:00Z`);

/** '23 Nov 2026' in the account's time zone. */
const dayIn = (timeZone: string) => (at: Date | string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(at),
  );

/** Invoices, statements and CSV exports of the caller's own account; another account's order is not found. */
export function createDocumentsService(db: Db, supplier: Letterhead) {
  const orders = createOrdersRepository(db);
  const ledger = createLedgerRepository(db);

  async function customer(accountId: number) {
    const [account] = await db
      .select({
        name: accounts.name,
        email: accounts.email,
        phone: accounts.phone,
        timezone: accounts.timezone,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return account!;
  }

  function drawInvoice(order: Order, account: Awaited<ReturnType<typeof customer>>) {
    const day = dayIn(account.timezone);
    return renderPdf(`Tax invoice ${order.number}`, (doc) => {
      letterhead(doc, supplier, 'Tax invoice', [
        ['Invoice', order.number],
        ['Date', day(order.created_at)],
        ...(order.customer_reference
          ? [['Your reference', order.customer_reference] as [string, string]]
          : []),
      ]);
      const top = doc.y;
      const billed = addressBlock(doc, 'Bill to', [account.name, account.email, account.phone], 50, top);
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
    });
  }

  return {
    async invoice(accountId: number, orderId: number): Promise<Download | undefined> {
      const order = await orders.find(accountId, orderId);
      if (!order) return undefined;
      const body = await drawInvoice(order, await customer(accountId));
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

    async statement(accountId: number, query: StatementQuery): Promise<Download> {
      const account = await customer(accountId);
      const day = dayIn(account.timezone);
      const { openingCents, entries, closingCents } = await ledger.statement(accountId, query.from, query.to);
      let running = openingCents;
      const lines = entries.map((e) => {
        running += e.amountCents;
        return { ...e, balanceCents: running };
      });
      const filename = `statement-${query.from}-to-${query.to}.${query.format}`;
      if (query.format === 'csv') {
        const body = toCsv(
          ['date', 'type', 'reference', 'amount', 'balance'],
          [
            [query.from, 'Opening balance', null, null, openingCents / 100],
            ...lines.map((l) => [
              day(l.at),
              LEDGER_LABELS[l.kind],
              l.reference,
              l.amountCents / 100,
              l.balanceCents / 100,
            ]),
            [query.to, 'Closing balance', null, null, closingCents / 100],
          ],
        );
        return { filename, contentType: 'text/csv; charset=utf-8', body };
      }
      const body = await renderPdf(`Statement ${query.from} to ${query.to}`, (doc) => {
        letterhead(doc, supplier, 'Statement', [
          ['Account', account.name],
          ['Period', `${calendarDay(query.from)} – ${calendarDay(query.to)}`],
        ]);
        totals(doc, [['Opening balance', formatAud(openingCents)]]);
        doc.moveDown();
        moneyTable(
          doc,
          [90, 90, 135, 90, 90],
          [3, 4],
          [
            ['Date', 'Type', 'Reference', 'Amount', 'Balance'],
            ...lines.map((l) => [
              day(l.at),
              LEDGER_LABELS[l.kind],
              l.reference ?? '',
              formatAmount(l.amountCents),
              formatAmount(l.balanceCents),
            ]),
          ],
        );
        if (lines.length === 0) doc.text('No invoices, credit notes or payments in this period.').moveDown();
        totals(doc, [['Closing balance (owed)', formatAud(closingCents), true]]);
      });
      return { filename, contentType: 'application/pdf', body };
    },

    /** Every order the list's filters match, newest first, up to MAX_EXPORT_ORDERS. */
    async ordersCsv(accountId: number, query: OrderListQuery): Promise<Download> {
      const { timezone } = await customer(accountId);
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
