/**
 * Credit notes (docs/product.md §23): money given back to an account, numbered `CN-000001`, each a
 * credit_note entry in the account's ledger and shown on the statement and the order it belongs to.
 */
export const CREDIT_NOTE_SOURCES = ['cancellation', 'backorder', 'edit', 'return', 'warranty'] as const;
export type CreditNoteSource = (typeof CREDIT_NOTE_SOURCES)[number];

export const CREDIT_NOTE_SOURCE_LABELS: Record<CreditNoteSource, string> = {
  cancellation: 'Order cancelled',
  backorder: 'Backorder cancelled',
  edit: 'Order changed',
  return: 'Return',
  warranty: 'Warranty claim',
};
