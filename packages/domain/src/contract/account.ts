import { z } from 'zod';
import type { MailPreferences } from '../mail-topics.ts';
import { TEAM_ROLES } from '../team.ts';
import { isMailAddress } from '../text.ts';

/** The signed-in customer's account: the fields of docs/product.md §11 first, then what the account page shows. */
export const account = z.object({
  id: z.number().int(),
  department_id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  credit_limit: z.number(),
  get_price_switch: z.number().int(),
  remaining_searches: z.number().int(),
  /** The signed-in user's role on the account's team, and a buyer's most per order in dollars (null = none). */
  role: z.enum(TEAM_ROLES),
  order_limit: z.number().nullable(),
  /** Where the monthly statement is mailed; null = to the owners who want it. */
  statements_email: z.string().nullable(),
});
export type Account = z.infer<typeof account>;

export const STATEMENTS_EMAIL_MESSAGE = 'Statements email must be one address such as accounts@example.com';

/**
 * The account's address for statements: one plain mail address on one line (a line break anywhere is refused,
 * never trimmed away), or empty / null for none.
 */
export const statementsEmail = z
  .string({ error: STATEMENTS_EMAIL_MESSAGE })
  .max(254, 'Statements email must be at most 254 characters')
  .refine((value) => !/[\r\n\u2028\u2029\v\f]/.test(value), STATEMENTS_EMAIL_MESSAGE)
  .transform((value) => value.trim())
  .refine((value) => value === '' || isMailAddress(value), STATEMENTS_EMAIL_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/** `PUT /api/cus/account/statements-email` (owners): set or clear the account's statements address. */
export const statementsEmailRequest = z.object({ statements_email: statementsEmail });
export type StatementsEmailRequest = z.input<typeof statementsEmailRequest>;

export const statementsEmailAnswer = z.object({ statements_email: z.string().nullable() });

export const publicConfig = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  idleTimeoutMs: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** The signed-in user's optional e-mail notices (`../mail-topics.ts`); PUT sends all three. */
export const mailPreferences = z.object({
  order_placed: z.boolean(),
  dispatched: z.boolean(),
  statements: z.boolean(),
}) satisfies z.ZodType<MailPreferences>;
export type MailPreferencesDto = z.infer<typeof mailPreferences>;
