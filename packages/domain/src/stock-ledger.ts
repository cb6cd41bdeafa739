/**
 * The stock ledger (docs/product.md §10): every change of a shelf's level is a movement of one kind, and a
 * level always equals the sum of its shelf's movements.
 */
export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'sale',
  'cancellation',
  'return',
  'adjustment',
  'import',
  'transfer_out',
  'transfer_in',
  'write_off',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  opening: 'Opening balance',
  sale: 'Sale',
  cancellation: 'Cancellation',
  return: 'Return',
  adjustment: 'Adjustment',
  import: 'Import',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  write_off: 'Write-off',
};

/** What a stock change is and who made it, as the movement it writes records them. */
export interface StockChange {
  kind: StockMovementKind;
  /** What it belongs to, as people name it: `SO-000123`, `import 42`, `RMA-000001`, `transfer 7`. */
  reference?: string | null;
  orderId?: number | null;
  /** The customer user (a checkout) or the member of staff; neither for the operator tool. */
  userId?: number | null;
  staffUserId?: number | null;
  reason?: string | null;
}
