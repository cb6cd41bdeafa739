import { useState } from 'react';
import { ORDER_NOTE_MAX_LENGTH, orderNoteRequest } from '@tyreline/domain/contract/staff-order-notes';
import { formatDateTime } from '../../lib/format-date.ts';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form, FormActions, FormError, errorText, useFormErrors } from '../../ui/form.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { useAddOrderNote } from './api/add-order-note.ts';
import { useOrderNotes } from './api/get-order-notes.ts';
import './order-notes-card.css';

const FIELDS = ['text'] as const;

/** The list of notes, newest first, each with who wrote it and when. */
function NoteList({ orderId }: { orderId: number }) {
  const notes = useOrderNotes(orderId);
  if (notes.isPending) return <Skeleton rows={2} />;
  if (notes.isError) return <LoadFailed what="The notes" error={notes.error} />;
  if (notes.data.length === 0) return <p className="staff-notes-empty">No notes yet.</p>;
  return (
    <ol className="staff-notes-list" aria-label="Notes, newest first">
      {notes.data.map((note) => (
        <li key={note.id} data-testid="staff-note">
          <div className="staff-note-meta">
            <strong>{note.by}</strong> · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
          </div>
          <div className="staff-note-text">{note.text}</div>
        </li>
      ))}
    </ol>
  );
}

/** The supplier's internal notes on an order (staff only; the customer never sees them), and a form to add one. */
export function OrderNotesCard({ orderId }: { orderId: number }) {
  const add = useAddOrderNote(orderId);
  const errors = useFormErrors(FIELDS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [text, setText] = useState('');

  const submit = () => {
    const body = errors.parse(orderNoteRequest, { text });
    if (!body) return;
    setRefusal(null);
    add.mutate(body, {
      onSuccess: () => {
        setText('');
        showSuccess('Note added.');
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setRefusal(errorText(error));
      },
    });
  };

  return (
    <Card size="sm" title="Internal notes (staff only)">
      <div className="staff-notes-body">
        <Form onSubmit={submit} {...errors.formProps}>
          <TextArea
            name="text"
            label="Add a note"
            value={text}
            onChange={setText}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            description={`${text.length} / ${ORDER_NOTE_MAX_LENGTH}`}
          />
          {refusal && <FormError>{refusal}</FormError>}
          <FormActions>
            <Button type="submit" variant="primary" isPending={add.isPending}>
              Add note
            </Button>
          </FormActions>
        </Form>
        <NoteList orderId={orderId} />
      </div>
    </Card>
  );
}
