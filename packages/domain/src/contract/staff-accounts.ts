import { z } from 'zod';
import { isValidAbn } from '../abn.ts';
import { required } from '../messages.ts';
import { PAYMENT_TERMS_BASES } from '../payment-terms.ts';
import { MAX_AMOUNT_CENTS, formatAmount, toCents } from '../money.ts';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import { statementsEmail } from './account.ts';
import { errorBody, id, paginationQuery, queryId, requiredText, text } from './common.ts';

/** The account form's labels: the back office shows them and the required messages are made from them. */
export const ACCOUNT_LABELS = {
  name: 'Name',
  department_id: 'Department',
  email: 'Email',
  phone: 'Phone',
  logo: 'Logo and notice',
  credit_limit: 'Credit limit',
  discount: 'Discount',
  get_price_switch: 'Price lookups limited',
  remaining_searches: 'Price lookups left',
  payment_terms_days: 'Payment terms',
  payment_terms_basis: 'Counted from',
  abn: 'ABN',
  billing_address: 'Billing address',
  statements_email: 'Statements email',
  return_window_days: 'Return window',
} as const;

export const PAYMENT_TERMS_MAX_DAYS = 365;
export const PRICE_LOOKUPS_MAX = 1_000_000;
export const RETURN_WINDOW_MAX_DAYS = 365;

/** Dollars a person types: 0 up to the $10,000,000 cap of decision 0005, at most two decimals. */
export const amount = (label: string) =>
  z
    .number({ error: required(label) })
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT_CENTS / 100, `${label} must be at most ${formatAmount(MAX_AMOUNT_CENTS)}`)
    .refine((value) => Math.abs(toCents(value) - value * 100) < 1e-6, `${label} has at most two decimals`);

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: required(label) })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')}`);

/** An optional text field: empty means "none" (null). */
const optionalText = (max: number) =>
  text(max)
    .trim()
    .nullish()
    .transform((value) => value || null);

export const ABN_MESSAGE = 'ABN must be 11 digits that pass the ABN checksum, such as 51 824 753 556';

/** An account's ABN as typed ('51 824 753 556'), kept as its 11 digits; empty or null = none. */
const abn = text(20, { error: ABN_MESSAGE })
  .nullable()
  .transform((value) => value?.replace(/\s+/g, '') || null)
  .refine((value) => value === null || isValidAbn(value), ABN_MESSAGE);

/** One schema for the back office's account form and the server; the server adds the department check. */
export const accountInput = z.object({
  name: requiredText(ACCOUNT_LABELS.name, 200),
  department_id: id(ACCOUNT_LABELS.department_id),
  email: optionalText(254).refine(
    (value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'Email must be an address such as accounts@example.com',
  ),
  phone: optionalText(50),
  /** docs/product.md §3: a JSON string `{cusLogo, show, text}` (its `text` is the red notice) or a plain URL. */
  logo: optionalText(2000),
  credit_limit: amount(ACCOUNT_LABELS.credit_limit),
  /** Percent off list price for products without a contract price, two decimals. */
  discount: z
    .number({ error: required(ACCOUNT_LABELS.discount) })
    .min(0, 'Discount cannot be negative')
    .max(100, 'Discount must be at most 100 %')
    .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e4), 'Discount has at most two decimals'),
  get_price_switch: z.union([z.literal(0), z.literal(1)], { error: 'Price lookups limited is 0 or 1' }),
  remaining_searches: wholeNumber(ACCOUNT_LABELS.remaining_searches, PRICE_LOOKUPS_MAX),
  payment_terms_days: wholeNumber(ACCOUNT_LABELS.payment_terms_days, PAYMENT_TERMS_MAX_DAYS),
  /** What the days count from (docs/product.md §18); left out = unchanged (end of month when new). */
  payment_terms_basis: z
    .enum(PAYMENT_TERMS_BASES, { error: 'Counted from must be the invoice date or the end of the month' })
    .optional(),
  /** The account's ABN, printed on its tax invoices; left out = unchanged, empty = none. */
  abn: abn.optional(),
  /** Where its invoices are addressed, one line per line; left out = unchanged, empty = none. */
  billing_address: optionalText(500).optional(),
  /** Where the monthly statement is mailed; empty = to the owners who want it. */
  statements_email: statementsEmail,
  /** Days after delivery in which returns are taken (docs/product.md §21); left out = unchanged (30 when new). */
  return_window_days: wholeNumber(ACCOUNT_LABELS.return_window_days, RETURN_WINDOW_MAX_DAYS).optional(),
});
export type AccountInput = z.infer<typeof accountInput>;
export type AccountField = keyof AccountInput;

/** An edit names the version it was made from: a stale one is refused with 409 and what changed. */
export const accountEdit = accountInput.extend({ version: id('Version') });
export type AccountEdit = z.infer<typeof accountEdit>;

export const accountStatusRequest = z.object({ disabled: z.boolean(), version: id('Version') });
export type AccountStatusRequest = z.infer<typeof accountStatusRequest>;

export const staffAccountListQuery = paginationQuery.extend({
  /** Name, email, phone, a user's username, or the account id. */
  q: text(100).trim().optional(),
  status: z.enum(['active', 'disabled']).optional(),
  department_id: queryId.optional(),
});
export type StaffAccountListQuery = z.infer<typeof staffAccountListQuery>;

export const staffAccountSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  department_id: z.number().int(),
  email: z.string().nullable(),
  disabled: z.boolean(),
  credit_limit: z.number(),
  /** What the account owes (its ledger's sum). */
  balance: z.number(),
  user_count: z.number().int(),
});
export type StaffAccountSummary = z.infer<typeof staffAccountSummary>;

export const staffAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  department_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  credit_limit: z.number(),
  discount: z.number(),
  get_price_switch: z.union([z.literal(0), z.literal(1)]),
  remaining_searches: z.number().int(),
  payment_terms_days: z.number().int(),
  payment_terms_basis: z.enum(PAYMENT_TERMS_BASES),
  /** Printed '51 824 753 556'; null = none recorded. */
  abn: z.string().nullable(),
  billing_address: z.string().nullable(),
  statements_email: z.string().nullable(),
  return_window_days: z.number().int(),
  disabled: z.boolean(),
  balance: z.number(),
  version: z.number().int(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** A stale edit: the account as it is now, which fields changed since the version sent, and who changed them. */
export const staleAccountBody = errorBody.extend({
  current: staffAccount,
  changed_fields: z.array(z.string()),
});

export const customerUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type CustomerUser = z.infer<typeof customerUser>;

export const USER_LABELS = { username: 'Username', name: 'Name', password: 'Password' } as const;

const password = text(200, { error: required(USER_LABELS.password) })
  .min(1, { error: required(USER_LABELS.password), abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const customerUserInput = z.object({
  username: requiredText(USER_LABELS.username, 254).refine(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'Username must be an email address',
  ),
  name: optionalText(200),
  password,
});
export type CustomerUserInput = z.infer<typeof customerUserInput>;

export const passwordReset = z.object({ password });
export type PasswordReset = z.infer<typeof passwordReset>;

export const userStatusRequest = z.object({ disabled: z.boolean() });

export const userParams = z.object({ id: queryId, userId: queryId });

export const LEDGER_KIND_LABELS = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
} as const;

export const ledgerEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(['invoice', 'credit_note', 'payment']),
  reference: z.string().nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** Positive for an invoice, negative for a credit note or payment. */
  amount: z.number(),
  /** What was owed after this entry. */
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const accountLedger = z.object({
  balance: z.number(),
  credit_limit: z.number(),
  entries: z.array(ledgerEntry),
});
export type AccountLedger = z.infer<typeof accountLedger>;

export const PAYMENT_LABELS = { amount: 'Amount', reference: 'Reference' } as const;

export const paymentRequest = z.object({
  amount: amount(PAYMENT_LABELS.amount).refine((value) => value > 0, 'Amount must be above 0'),
  reference: optionalText(100),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;
