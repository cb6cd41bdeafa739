import { sql } from 'drizzle-orm';
import { CREDIT_NOTE_SOURCE_LABELS, type CreditNoteSource } from '@tyreline/domain/credit-notes';
import { documentNumber } from '@tyreline/domain/document-number';
import { gstOf, type Cents } from '@tyreline/domain/money';
import { rows, type Db } from '../../db/client.ts';

export interface CreditNoteRequest {
  accountId: number;
  orderId: number | null;
  source: CreditNoteSource;
  /** What it credits, as people name it: `SO-000123`, `RMA-000001`, `WC-000001`. */
  sourceReference: string;
  /** Positive, GST included. */
  amountCents: Cents;
  reason?: string;
  staffUserId?: number | null;
}

export interface IssuedCreditNote {
  id: number;
  number: string;
}

/**
 * Issues a credit note (docs/product.md §23): the numbered note and its credit_note entry in the account's
 * ledger, in the caller's transaction, so the credit and what it is for are written together or not at all.
 */
export async function issueCreditNote(tx: Db, note: CreditNoteRequest): Promise<IssuedCreditNote> {
  const [{ id } = { id: 0 }] = await rows<{ id: number }>(
    tx,
    sql`select nextval('credit_notes_id_seq')::int as id`,
  );
  const number = documentNumber('CN', id);
  const label = CREDIT_NOTE_SOURCE_LABELS[note.source];
  await tx.execute(
    sql`with note as (
          insert into credit_notes (id, number, account_id, order_id, source, source_reference, amount_cents,
                                    gst_cents, reason, staff_user_id)
          values (${id}, ${number}, ${note.accountId}, ${note.orderId}, ${note.source}, ${note.sourceReference},
                  ${note.amountCents}, ${gstOf(note.amountCents)}, ${note.reason?.trim() ?? ''},
                  ${note.staffUserId ?? null})
          returning id)
        insert into ledger_entries (account_id, order_id, kind, amount_cents, reference, credit_note_id)
        select ${note.accountId}, ${note.orderId}, 'credit_note', ${-note.amountCents},
               ${`${number} · ${label} ${note.sourceReference}`}, id from note`,
  );
  return { id, number };
}
