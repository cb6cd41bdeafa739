import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Supplier } from '../env.ts';

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;

/**
 * pdfkit reads and parses a standard font's metrics file (AFM) again for every document that uses the
 * font: about half of an invoice's CPU time in a profile. The parsed metrics are read-only once parsed,
 * so each font's are kept for the process's life and shared by every document after the first. The
 * parser class is not exported; it is reached through the font a first document opens.
 */
function parseStandardFontMetricsOnce(): void {
  type Metrics = Record<'attributes' | 'glyphWidths' | 'boundingBoxes' | 'kernPairs', object>;
  const probe = new PDFDocument() as unknown as { _font: { font: object } };
  const afmFont = probe._font.font.constructor as {
    prototype: { parse(this: Metrics, contents: string): void };
  };
  const parse = afmFont.prototype.parse;
  const parsed = new Map<string, Metrics>();
  afmFont.prototype.parse = function (this: Metrics, contents: string) {
    const known = parsed.get(contents);
    if (known) return void Object.assign(this, known);
    parse.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
}
parseStandardFontMetricsOnce();

/** Draws a one-off A4 document and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'Tyreline' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The supplier's name, address and ABN on the left, the document's title and facts on the right. */
export function letterhead(
  doc: Pdf,
  supplier: Supplier & { email: string },
  title: string,
  facts: [string, string][],
): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).text(supplier.name, MARGIN, top, { width: 280 });
  doc.font('Helvetica').fontSize(9).fillColor('#333333');
  doc.text(supplier.address, { width: 280 });
  doc.text(`ABN ${supplier.abn}`);
  doc.text(`${supplier.phone} · ${supplier.email}`);
  titleBlock(doc, top, doc.y, title, facts);
}

/** A shop's own heading (a retail quote): its logo, when it has one, above its name; title and facts on the right. */
export function shopLetterhead(
  doc: Pdf,
  shop: { name: string; logo: Logo | null },
  title: string,
  facts: [string, string][],
): void {
  const top = doc.y;
  if (shop.logo) {
    const box = { width: 160, height: 48 };
    if (shop.logo.kind === 'svg') SVGtoPDF(doc, shop.logo.svg, MARGIN, top, { ...box, assumePt: true });
    else doc.image(shop.logo.bytes, MARGIN, top, { fit: [box.width, box.height] });
    doc.y = top + box.height + 6;
  }
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(shop.name, MARGIN, doc.y, { width: 280 });
  titleBlock(doc, top, doc.y, title, facts);
}

/** A logo a PDF can draw: SVG text, or PNG/JPEG bytes. */
export type Logo = { kind: 'svg'; svg: string } | { kind: 'image'; bytes: Buffer };

function titleBlock(doc: Pdf, top: number, leftBottom: number, title: string, facts: [string, string][]) {
  const right = doc.page.width - MARGIN - 200;
  doc
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(title, right, top, { width: 200, align: 'right' });
  doc.fontSize(9);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, right, y, { width: 80 });
    doc.font('Helvetica').text(value, right + 80, y, { width: 120, align: 'right' });
  }
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 20;
}

/** A block of lines under a bold heading, e.g. "Bill to". */
export function addressBlock(
  doc: Pdf,
  heading: string,
  lines: (string | null | undefined)[],
  x: number,
  y: number,
) {
  doc.font('Helvetica-Bold').fontSize(10).text(heading, x, y, { width: 230 });
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) if (line) doc.text(line, { width: 230 });
  return doc.y;
}

/** A table whose money columns (by index) are right-aligned; the first row is the header. */
export function moneyTable(doc: Pdf, widths: number[], moneyColumns: number[], rows: string[][]): void {
  doc.fontSize(8.5);
  doc.table({
    columnStyles: widths.map((width, i) => ({
      width,
      align: { x: moneyColumns.includes(i) ? 'right' : 'left', y: 'center' },
    })),
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#f2f2f2' } : undefined),
    data: rows.map((row, r) =>
      row.map((text) =>
        r === 0 ? { text, font: { src: 'Helvetica-Bold' } } : { text, font: { src: 'Helvetica' } },
      ),
    ),
  });
  doc.moveDown(0.5);
}

/** Label and amount rows aligned under a table's right edge (subtotal, GST, total…). */
export function totals(doc: Pdf, rows: [string, string, boolean?][]): void {
  const x = doc.page.width - MARGIN - 250;
  for (const [label, amount, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, x, y, { width: 140 });
    doc.text(amount, x + 140, y, { width: 110, align: 'right' });
  }
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(9);
}
