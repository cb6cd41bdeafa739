/** The prefixes of the numbers people read and quote: orders, returns, warranty claims, credit notes, retail quotes. */
export type DocumentPrefix = 'SO' | 'RMA' | 'WC' | 'CN' | 'Q';

/** `SO-000123`, `RMA-000001`: a prefix and the row's id, zero-padded to six digits. */
export function documentNumber(prefix: DocumentPrefix, id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

/** The id a person's reference names: `RMA-000001`, `rma-1` or the bare id `1` for prefix RMA. */
export function documentIdOf(prefix: DocumentPrefix, reference: string): number | undefined {
  const match = new RegExp(`^(?:${prefix}-?)?0*(\\d{1,9})$`, 'i').exec(reference.trim());
  return match ? Number(match[1]) : undefined;
}
