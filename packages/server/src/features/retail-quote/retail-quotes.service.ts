import { formatAbn } from '@tyreline/domain/abn';
import type { RetailQuoteRequest } from '@tyreline/domain/contract/retail';
import type {
  CreatedQuote,
  PublicQuote,
  SavedQuote,
  SavedQuoteSummary,
} from '@tyreline/domain/contract/retail-quotes';
import { addDays, localDateTime } from '@tyreline/domain/delivery';
import { documentNumber } from '@tyreline/domain/document-number';
import { toDollars } from '@tyreline/domain/money';
import { DEFAULT_QUOTE_VALID_DAYS, quoteState, type QuoteLine } from '@tyreline/domain/retail';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Caller } from '../auth/auth.repository.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { logoPathOf, type RetailQuoteService } from './retail-quote.service.ts';
import { createRetailQuotesRepository, type RetailQuoteRow } from './retail-quotes.repository.ts';

/** Every refusal of a link that is not (or no longer) a quote's: no hint whether such a quote exists. */
const NO_SUCH_QUOTE = 'This quote link does not work. Ask the shop for a new one.';

/** A calendar date ('2026-06-14') as people read it: 14 Jun 2026. */
const calendarDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const lineDto = (l: QuoteLine) => ({
  name: l.name,
  qty: l.qty,
  unit_price: toDollars(l.unitCents),
  amount: toDollars(l.totalCents),
});

/**
 * Saved retail quotes (decision 0050): priced at sell prices when saved, opened by the shop's customer from an
 * unguessable link (256 random bits, only its SHA-256 hash stored), accepted there, withdrawn by the shop.
 */
export function createRetailQuotesService(
  db: Db,
  retailQuote: RetailQuoteService,
  catalogue: CatalogueService,
  now: () => Date = () => new Date(),
) {
  const repo = createRetailQuotesRepository(db);

  /** What the shop's list and the customer's link both show of a quote. */
  const header = (row: RetailQuoteRow, today: string) => ({
    number: documentNumber('Q', row.id),
    state: quoteState(row, today),
    customer_name: row.customerName,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    total: toDollars(row.totalCents),
  });

  const summary = (row: RetailQuoteRow, today: string): SavedQuoteSummary => ({
    id: row.id,
    ...header(row, today),
  });

  /** The shop's local date: a quote holds to the end of its last day where the shop is. */
  const todayAt = (timeZone: string) => localDateTime(now(), timeZone).date;

  /** The quote a link names, with the shop and today's date; unknown = 404, withdrawn or expired = 410. */
  async function open(token: string) {
    const row = await repo.byTokenHash(hashToken(token));
    if (!row) throw notFound(NO_SUCH_QUOTE);
    const shop = await repo.shopOf(row.accountId);
    const today = todayAt(shop.timezone);
    const state = quoteState(row, today);
    if (state === 'withdrawn')
      throw new AppError('gone', 'The shop has withdrawn this quote. Ask them for a new one.');
    if (state === 'expired') {
      const last = calendarDay.format(new Date(`${row.validUntil}T00:00:00Z`));
      throw new AppError('gone', `This quote expired after ${last}. Ask the shop for a new one.`);
    }
    return { row, shop, today };
  }

  function publicQuote({ row, shop, today }: Awaited<ReturnType<typeof open>>): PublicQuote {
    const logo = logoPathOf(shop.logo);
    return {
      ...header(row, today),
      shop: {
        name: shop.shopName ?? shop.accountName,
        abn: shop.abn ? formatAbn(shop.abn) : null,
        phone: shop.phone,
        address: shop.address,
        logo_url: logo?.startsWith('/images/') ? logo : null,
      },
      lines: row.lines.map(lineDto),
      fees: row.fees.map(lineDto),
      gst: toDollars(row.gstCents),
    };
  }

  return {
    /** Saves the quote at today's sell prices; the answer is the only one that carries the link's token. */
    async create(caller: Caller, request: RetailQuoteRequest): Promise<CreatedQuote> {
      const priced = await retailQuote.price(caller, request.lines);
      const shop = await repo.shopOf(caller.accountId);
      const today = todayAt(shop.timezone);
      const token = newToken();
      const row = await repo.insert({
        accountId: caller.accountId,
        userId: caller.userId,
        customerName: request.customer_name || null,
        tokenHash: hashToken(token),
        validUntil: addDays(today, shop.validDays ?? DEFAULT_QUOTE_VALID_DAYS),
        lines: priced.lines.map((l, i) => ({ ...l, productId: request.lines[i]!.product_id })),
        fees: priced.fees,
        totalCents: priced.totalCents,
        gstCents: priced.gstCents,
      });
      return { ...summary(row, today), token };
    },

    async list(accountId: number): Promise<SavedQuoteSummary[]> {
      const today = todayAt((await repo.shopOf(accountId)).timezone);
      return (await repo.latest(accountId, 50)).map((row) => summary(row, today));
    },

    /** One of the account's quotes with today's products, so the shop can make a cart of it; else 404. */
    async get(caller: Caller, id: number): Promise<SavedQuote> {
      const row = await repo.byId(caller.accountId, id);
      if (!row) throw notFound('No such quote');
      const today = todayAt((await repo.shopOf(caller.accountId)).timezone);
      const ids = row.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
      const products = await catalogue.byIds(caller.departmentId, ids);
      return {
        ...summary(row, today),
        lines: row.lines.map((l) => ({
          product: (l.productId !== null && products.get(l.productId)) || null,
          name: l.name,
          qty: l.qty,
        })),
      };
    },

    /** Ends the link: the customer's page says so from now on. Another account's quote is a 404. */
    async withdraw(accountId: number, id: number): Promise<SavedQuoteSummary> {
      const row = await repo.withdraw(accountId, id);
      if (!row) throw notFound('No such quote');
      return summary(row, todayAt((await repo.shopOf(accountId)).timezone));
    },

    /** The customer's page: the shop and sell prices only. */
    view: async (token: string): Promise<PublicQuote> => publicQuote(await open(token)),

    /** The customer accepts; accepting again answers the same accepted quote. */
    async accept(token: string): Promise<PublicQuote> {
      const opened = await open(token);
      if (opened.row.acceptedAt === null) await repo.accept(opened.row.id, now());
      return publicQuote(await open(token));
    },
  };
}
export type RetailQuotesService = ReturnType<typeof createRetailQuotesService>;
