import { z } from 'zod';
import type { MailPreferences } from '../mail-topics.ts';
import { TEAM_ROLES } from '../team.ts';

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
});
export type Account = z.infer<typeof account>;

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
