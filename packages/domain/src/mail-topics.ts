/**
 * Which e-mail notices a person may turn off, and which of their preferences governs each (docs/product.md
 * §20). The rule lives here once: the order notices and the monthly statement both ask `wantsMail`.
 * Security mail (password reset, invitation), approval notices and cancellations are not optional: a kind that
 * `MAIL_TOPICS` does not name always goes.
 */

/** A user's switches, as the API names them; stored as `users.mail_order_placed`, `mail_dispatched`, `mail_statements`. */
export const MAIL_PREFERENCES = ['order_placed', 'dispatched', 'statements'] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];
export type MailPreferences = Record<MailPreference, boolean>;

export const MAIL_PREFERENCE_LABELS: Record<MailPreference, string> = {
  order_placed: 'Order placed',
  dispatched: 'Dispatched or ready for pick-up',
  statements: 'Monthly statements',
};

export const MAIL_PREFERENCE_HELP: Record<MailPreference, string> = {
  order_placed: 'When you place an order, and for owners when a buyer places one.',
  dispatched: 'When your order leaves the warehouse or is ready to collect.',
  statements: 'For owners: the account’s statement each month, with the PDF attached.',
};

/** A new user wants every notice (the columns default to true). */
export const ALL_MAIL_PREFERENCES: MailPreferences = {
  order_placed: true,
  dispatched: true,
  statements: true,
};

/** The optional notices, by the outbox's `kind`, and the preference that turns each on or off. */
export const MAIL_TOPICS = {
  'order.placed': 'order_placed',
  'order.dispatched': 'dispatched',
  'order.ready_for_pickup': 'dispatched',
  'account.statement': 'statements',
} as const satisfies Record<string, MailPreference>;

/** The preference that governs a notice of this kind, or null for one that always goes. */
export function mailPreferenceOf(kind: string): MailPreference | null {
  return (MAIL_TOPICS as Record<string, MailPreference>)[kind] ?? null;
}

/** Whether a person with these preferences is sent a notice of this kind. */
export function wantsMail(kind: string, preferences: MailPreferences): boolean {
  const preference = mailPreferenceOf(kind);
  return preference === null || preferences[preference];
}
