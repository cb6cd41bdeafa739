import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { ORDER_NOTE_MAX_LENGTH, orderNoteRequest } from '@tyreline/domain/contract/staff-order-notes';
import { formatDateTime } from '../../lib/format-date.ts';
import { showSuccess } from '../../lib/feedback.ts';
import { clearOnChange, errorText, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { useAddOrderNote } from './api/add-order-note.ts';
import { useOrderNotes } from './api/get-order-notes.ts';
import './order-notes-card.css';

const FIELDS = ['text'] as const;

/** The list of notes, newest first, each with who wrote it and when. */
function NoteList({ orderId }: { orderId: number }) {
  const notes = useOrderNotes(orderId);
  if (notes.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
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
  const [form] = Form.useForm<{ text?: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: { text?: string }) => {
    const body = parseForm(form, orderNoteRequest, FIELDS, { text: values.text ?? '' });
    if (!body) return;
    setRefusal(null);
    add.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        showSuccess('Note added.');
      },
      onError: (error) => {
        if (!showServerErrors(form, FIELDS, error)) setRefusal(errorText(error));
      },
    });
  };

  return (
    <Card size="small" title="Internal notes (staff only)" className="staff-notes">
      <div className="staff-notes-body">
        <Form form={form} layout="vertical" onFinish={submit} onValuesChange={clearOnChange(form)}>
          <Form.Item name="text" label="Add a note">
            <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX_LENGTH} showCount />
          </Form.Item>
          {refusal && (
            <Alert type="error" showIcon role="alert" title={refusal} className="staff-notes-alert" />
          )}
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            Add note
          </Button>
        </Form>
        <NoteList orderId={orderId} />
      </div>
    </Card>
  );
}
