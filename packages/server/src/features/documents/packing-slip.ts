import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { SUPPLIER_TIME_ZONE } from '@tyreline/domain/supplier';
import type { Db } from '../../db/client.ts';
import type { Download } from '../../lib/download.ts';
import { addressBlock, letterhead, renderPdf, type Pdf } from '../../lib/pdf.ts';
import { createStaffOrdersRepository } from '../orders/staff-orders.repository.ts';
import type { Letterhead } from './billing.ts';

const format = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
/** An instant as the supplier's day: '23 Nov 2026'. */
const dayOf = (at: string) => format(SUPPLIER_TIME_ZONE).format(new Date(at));
/** A calendar date ('2026-11-23') as itself: '23 Nov 2026'. */
const calendarDay = (date: string) => format('UTC').format(new Date(`${date}T00:00:00Z`));

const LEFT = 50;
const BOTTOM_MARGIN = 50;
/** Tick box, SKU, description, quantity: the page's 495 points. */
const COLUMNS = [
  { title: '', width: 30 },
  { title: 'SKU', width: 185 },
  { title: 'Description', width: 220 },
  { title: 'Qty', width: 60, align: 'right' as const },
];
const PAD = 5;

function headerRow(doc: Pdf): void {
  const y = doc.y;
  const height = 18;
  doc.rect(LEFT, y, 495, height).fill('#f2f2f2').fillColor('black');
  doc.font('Helvetica-Bold').fontSize(9);
  let x = LEFT;
  for (const column of COLUMNS) {
    doc.text(column.title, x + PAD, y + 5, { width: column.width - 2 * PAD, align: column.align ?? 'left' });
    x += column.width;
  }
  doc.y = y + height;
}

/** One line to pick: an empty box to tick, the SKU, the name and the quantity (no prices). */
function lineRow(doc: Pdf, line: StaffOrder['lines'][number], number: string): void {
  doc.font('Helvetica').fontSize(9);
  const nameWidth = COLUMNS[2]!.width - 2 * PAD;
  const skuWidth = COLUMNS[1]!.width - 2 * PAD;
  const height =
    Math.max(
      doc.heightOfString(line.name, { width: nameWidth }),
      doc.heightOfString(line.sku, { width: skuWidth }),
      12,
    ) +
    2 * PAD +
    2;
  if (doc.y + height > doc.page.height - BOTTOM_MARGIN) {
    doc.addPage();
    // A page that comes apart from the first still says whose it is.
    doc.font('Helvetica-Bold').fontSize(10).text(`Packing slip ${number} (continued)`, LEFT);
    doc.moveDown(0.5);
    headerRow(doc);
    doc.font('Helvetica').fontSize(9);
  }
  const y = doc.y;
  doc
    .lineWidth(1)
    .rect(LEFT + 9, y + PAD, 12, 12)
    .stroke('#000000');
  let x = LEFT + COLUMNS[0]!.width;
  doc.text(line.sku, x + PAD, y + PAD + 2, { width: skuWidth });
  x += COLUMNS[1]!.width;
  doc.text(line.name, x + PAD, y + PAD + 2, { width: nameWidth });
  x += COLUMNS[2]!.width;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(String(line.qty), x + PAD, y + PAD + 1, { width: COLUMNS[3]!.width - 2 * PAD, align: 'right' });
  doc
    .moveTo(LEFT, y + height)
    .lineTo(LEFT + 495, y + height)
    .lineWidth(0.5)
    .stroke('#bfbfbf');
  doc.x = LEFT;
  doc.y = y + height;
}

/**
 * The packing slip the warehouse packs an order by and sends with it (docs/product.md §17): the supplier's
 * letterhead, the order, the account, where it goes (or the warehouse it is picked up at), the customer's
 * reference and promised date, and each line's SKU, name and quantity with a box to tick. It carries no prices.
 */
export function createPackingSlips(db: Db, supplier: Letterhead) {
  const orders = createStaffOrdersRepository(db);
  return {
    async packingSlip(orderId: number): Promise<Download | undefined> {
      const order = await orders.find(orderId);
      if (!order) return undefined;
      const body = await renderPdf(`Packing slip ${order.number}`, (doc) => {
        letterhead(doc, supplier, 'Packing slip', [
          ['Order', order.number],
          ['Ordered', dayOf(order.created_at)],
          ['Your reference', order.customer_reference ?? '—'],
          ['Promised', order.promised_date ? calendarDay(order.promised_date) : '—'],
        ]);
        const top = doc.y;
        const account = addressBlock(
          doc,
          'Account',
          [order.account.name, order.placed_by && `Placed by ${order.placed_by}`],
          LEFT,
          top,
        );
        const address = order.delivery_address;
        const where = addressBlock(
          doc,
          address ? `Deliver to (${order.ship_type.name})` : order.ship_type.name,
          address
            ? [address.street, `${address.suburb} ${address.state} ${address.postcode}`]
            : [`Pick-up at ${order.warehouse.name}`],
          310,
          top,
        );
        doc.x = LEFT;
        doc.y = Math.max(account, where) + 16;
        headerRow(doc);
        for (const line of order.lines) lineRow(doc, line, order.number);
        const items = order.lines.reduce((sum, line) => sum + line.qty, 0);
        doc.moveDown();
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(
            `${items} ${items === 1 ? 'item' : 'items'} on ${order.lines.length} ${order.lines.length === 1 ? 'line' : 'lines'}`,
            LEFT,
          );
        if (order.notes) {
          doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).text('Customer’s notes');
          doc.font('Helvetica').text(order.notes, { width: 495 });
        }
        doc.moveDown(2).font('Helvetica').fontSize(9);
        doc.text(
          'Picked by ______________________     Checked by ______________________     Date ______________',
          LEFT,
        );
      });
      return { filename: `packing-slip-${order.number}.pdf`, contentType: 'application/pdf', body };
    },
  };
}
export type PackingSlips = ReturnType<typeof createPackingSlips>;
