import type { Order } from '@tyreline/domain/contract/orders';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { formatDate } from '../../lib/format-date.ts';

/**
 * The credit notes given on an order (a cancellation, a return, a warranty claim…), each with what it credits:
 * the same notes the account's ledger and statement carry. Nothing when there are none.
 */
export function OrderCreditNotes({ order }: { order: Order }) {
  const notes = order.credit_notes ?? [];
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="order-credit-notes-title" className="order-credit-notes">
      <h3 id="order-credit-notes-title">Credit notes</h3>
      <ul>
        {notes.map((note) => (
          <li key={note.number} data-testid="order-credit-note">
            <strong>{note.number}</strong> · {note.source_label} {note.source_reference} ·{' '}
            {formatDate(note.created_at)}
            {note.amount !== null && (
              <>
                {' '}
                · <Money cents={toCents(note.amount)} />
              </>
            )}
            {note.reason && <div className="order-credit-note-reason">{note.reason}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
