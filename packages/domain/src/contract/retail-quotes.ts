import { z } from 'zod';
import { abnDigits, isValidAbn } from '../abn.ts';
import { DEFAULT_QUOTE_VALID_DAYS, MAX_QUOTE_VALID_DAYS, QUOTE_STATES } from '../retail.ts';
import { product } from './catalogue.ts';
import { text } from './common.ts';

const optionalText = (max: number) =>
  text(max)
    .trim()
    .transform((value) => value || null)
    .nullable();

/**
 * What the shop prints on the quotes its customers open: its retail name, ABN, phone and address (an empty field
 * is left off), and how many days a quote holds. Set by an owner with the sell prices.
 */
export const quoteSettings = z.object({
  shop_name: optionalText(100),
  shop_abn: text(20)
    .trim()
    .refine((abn) => abn === '' || isValidAbn(abn), 'is not a valid ABN (11 digits; the checksum fails)')
    .transform((abn) => (abn ? abnDigits(abn) : null))
    .nullable(),
  shop_phone: optionalText(30),
  shop_address: optionalText(200),
  quote_valid_days: z
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, `must be from 1 to ${MAX_QUOTE_VALID_DAYS} days`)
    .max(MAX_QUOTE_VALID_DAYS, `must be from 1 to ${MAX_QUOTE_VALID_DAYS} days`),
});
export type QuoteSettingsDto = z.output<typeof quoteSettings>;

/** The settings as the server answers them (no transforms: answers are written, not parsed). */
export const quoteSettingsView = z.object({
  shop_name: z.string().nullable(),
  shop_abn: z.string().nullable(),
  shop_phone: z.string().nullable(),
  shop_address: z.string().nullable(),
  quote_valid_days: z.number().int(),
});

export const DEFAULT_QUOTE_SETTINGS: QuoteSettingsDto = {
  shop_name: null,
  shop_abn: null,
  shop_phone: null,
  shop_address: null,
  quote_valid_days: DEFAULT_QUOTE_VALID_DAYS,
};

/** One line of a quote as its customer reads it: sell prices in dollars, GST inclusive. */
const quoteLine = z.object({
  name: z.string(),
  qty: z.number().int(),
  unit_price: z.number(),
  amount: z.number(),
});

/** What every view of a saved quote shows about it: its number, state, dates and total. */
const quoteHeader = z.object({
  number: z.string(),
  state: z.enum(QUOTE_STATES),
  customer_name: z.string().nullable(),
  created_at: z.string(),
  valid_until: z.string(),
  accepted_at: z.string().nullable(),
  total: z.number(),
});

/** The quote a customer opens from its link: the shop's retail identity and sell prices only. */
export const publicQuote = quoteHeader.extend({
  shop: z.object({
    name: z.string(),
    abn: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
  lines: z.array(quoteLine),
  fees: z.array(quoteLine),
  gst: z.number(),
});
export type PublicQuote = z.infer<typeof publicQuote>;

/** A saved quote in the shop's list. */
export const savedQuoteSummary = quoteHeader.extend({ id: z.number().int() });
export type SavedQuoteSummary = z.infer<typeof savedQuoteSummary>;

/** A saved quote for the shop: its lines with today's products, so accepting it makes a cart in one tap. */
export const savedQuote = savedQuoteSummary.extend({
  lines: z.array(z.object({ product: product.nullable(), name: z.string(), qty: z.number().int() })),
});
export type SavedQuote = z.infer<typeof savedQuote>;

/** A just-saved quote: the only answer that carries its link's token (only its hash is stored). */
export const createdQuote = savedQuoteSummary.extend({ token: z.string() });
export type CreatedQuote = z.infer<typeof createdQuote>;
