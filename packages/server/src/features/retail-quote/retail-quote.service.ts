import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  fromRetailSettingsDto,
  toRetailSettingsDto,
  type RetailQuoteRequest,
  type RetailSettingsDto,
} from '@tyreline/domain/contract/retail';
import type { QuoteSettingsDto } from '@tyreline/domain/contract/retail-quotes';
import { formatAmount, formatAud, toCents } from '@tyreline/domain/money';
import { choosePrice } from '@tyreline/domain/pricing';
import { retailQuote } from '@tyreline/domain/retail';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { invalid } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { Download } from '../../lib/download.ts';
import { moneyTable, renderPdf, shopLetterhead, totals, type Logo } from '../../lib/pdf.ts';
import type { PricingService, Shopper } from '../pricing/pricing.service.ts';
import { createRetailSettingsRepository } from './retail-settings.repository.ts';

/** The image path an account's logo field names (docs/product.md §3: JSON with cusLogo, or a plain URL). */
export function logoPathOf(logo: string | null): string | null {
  const raw = logo?.trim();
  if (!raw) return null;
  if (!raw.startsWith('{')) return raw;
  try {
    const { cusLogo } = JSON.parse(raw) as { cusLogo?: unknown };
    return typeof cusLogo === 'string' ? cusLogo : null;
  } catch {
    return null;
  }
}

/** The account's sell prices and the retail quote (PDF) it prints for its own customer. */
export function createRetailQuoteService(
  db: Db,
  catalogue: CatalogueService,
  pricing: PricingService,
  assetsDir: string,
) {
  const settings = createRetailSettingsRepository(db);

  /** Only the app's own images (/images/…) are drawn; a logo elsewhere is left out rather than fetched. */
  async function readLogo(logo: string | null): Promise<Logo | null> {
    const url = logoPathOf(logo);
    if (!url?.startsWith('/images/')) return null;
    const file = path.join(assetsDir, path.normalize(url));
    if (!file.startsWith(path.join(assetsDir, 'images') + path.sep)) return null;
    try {
      const bytes = await readFile(file);
      if (file.endsWith('.svg')) return { kind: 'svg', svg: bytes.toString('utf8') };
      if (/\.(png|jpe?g)$/i.test(file)) return { kind: 'image', bytes };
    } catch {
      // A missing logo file leaves the quote with the shop's name only.
    }
    return null;
  }

  /** The lines at the account's sell prices (422 naming a line that is not a product); trade prices stay here. */
  async function price(shopper: Shopper, lines: RetailQuoteRequest['lines']) {
    const ids = lines.map((l) => l.product_id);
    const products = await catalogue.byIds(shopper.departmentId, ids);
    const unknown: Record<string, string[]> = {};
    lines.forEach((l, i) => {
      if (!products.has(l.product_id)) unknown[`lines/${i}/product_id`] = ['No such product'];
    });
    if (Object.keys(unknown).length > 0) throw invalid(unknown, 'A line of the quote is not a product');
    const prices = new Map(
      (await pricing.prices(shopper.accountId, ids)).map((p) => [p.id, toCents(choosePrice(p))]),
    );
    return retailQuote(
      lines.map((l) => {
        const product = products.get(l.product_id)!;
        return {
          name: product.name,
          sku: product.sku,
          qty: l.qty,
          tradeCents: prices.get(l.product_id) ?? 0,
          isTyre: product.type === 'tyre',
        };
      }),
      await settings.get(shopper.accountId),
    );
  }

  return {
    price,

    settings: async (accountId: number) => toRetailSettingsDto(await settings.get(accountId)),

    async saveSettings(accountId: number, dto: RetailSettingsDto): Promise<RetailSettingsDto> {
      await settings.put(accountId, fromRetailSettingsDto(dto));
      return toRetailSettingsDto(await settings.get(accountId));
    },

    quoteSettings: (accountId: number) => settings.quoteSettings(accountId),

    async saveQuoteSettings(accountId: number, dto: QuoteSettingsDto): Promise<QuoteSettingsDto> {
      await settings.putQuoteSettings(accountId, dto);
      return settings.quoteSettings(accountId);
    },

    /** A PDF with the shop's name and logo and its sell prices only: no trade price is ever written to it. */
    async quote(shopper: Shopper, request: RetailQuoteRequest, today = new Date()): Promise<Download> {
      const quote = await price(shopper, request.lines);
      const [account] = await db
        .select({ name: accounts.name, logo: accounts.logo, timezone: accounts.timezone })
        .from(accounts)
        .where(eq(accounts.id, shopper.accountId));
      const logo = await readLogo(account!.logo);
      const date = new Intl.DateTimeFormat('en-AU', {
        timeZone: account!.timezone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(today);
      const body = await renderPdf(`Quote from ${account!.name}`, (doc) => {
        shopLetterhead(doc, { name: account!.name, logo }, 'Quote', [
          ['Date', date],
          ...(request.customer_name ? [['For', request.customer_name] as [string, string]] : []),
        ]);
        moneyTable(
          doc,
          [265, 40, 95, 95],
          [1, 2, 3],
          [
            ['Description', 'Qty', 'Unit price', 'Amount'],
            ...[...quote.lines, ...quote.fees].map((l) => [
              l.name,
              String(l.qty),
              formatAmount(l.unitCents),
              formatAmount(l.totalCents),
            ]),
          ],
        );
        totals(doc, [
          ['Total (incl. GST)', formatAud(quote.totalCents), true],
          ['Includes GST of', formatAud(quote.gstCents)],
        ]);
        doc.moveDown(2).fontSize(9).font('Helvetica');
        doc.text('Prices are in Australian dollars and include GST. Subject to stock at the time of order.');
      });
      return { filename: 'quote.pdf', contentType: 'application/pdf', body };
    },
  };
}
export type RetailQuoteService = ReturnType<typeof createRetailQuoteService>;
