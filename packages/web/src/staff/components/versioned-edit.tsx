import { Alert, Modal, type FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { showSuccess } from '../../lib/feedback.ts';
import { showServerErrors } from '../../lib/form-errors.ts';

/** A refused edit in words: a stale edit's 409 names what changed since it was loaded. */
export const refusalText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The page's note of a refused edit (someone else changed the record first), until dismissed. */
export function RefusalAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={text}
      closable={{ closeIcon: true, 'aria-label': 'Dismiss' }}
      onClose={onClose}
    />
  );
}

/**
 * The submit of a form that edits a versioned record: checks it with the shared schema (`parse` puts the
 * messages beside the fields), sends it with the version it was loaded at, puts a 422's messages beside
 * their fields and any other refusal, a stale edit's 409 above all, in the page's alert.
 */
export function versionedSubmit<
  Values,
  Sent extends { version: number },
  Saved extends { name: string },
>(options: {
  form: FormInstance<Values>;
  fields: readonly string[];
  parse: (form: FormInstance<Values>) => Omit<Sent, 'version'> | null;
  version: number;
  save: UseMutationResult<{ data: Saved }, Error, Sent>;
  onRefused: (text: string | null) => void;
}): () => void {
  const { form, fields, parse, version, save, onRefused } = options;
  return () => {
    const body = parse(form);
    if (!body) return;
    onRefused(null);
    save.mutate({ ...body, version } as Sent, {
      onSuccess: ({ data }) => showSuccess(`Saved ${data.name}.`),
      onError: (error) => {
        if (!showServerErrors(form, fields, error)) onRefused(refusalText(error));
      },
    });
  };
}

/**
 * Asks before switching a versioned record off or on (deactivate a product, disable an account), then
 * sends the switch with the version shown; a refusal goes to the page's alert.
 */
export function confirmSwitch<Saved>(options: {
  title: string;
  content: string;
  okText: string;
  danger: boolean;
  send: () => Promise<{ data: Saved }>;
  done: (saved: Saved) => string;
  onRefused: (text: string) => void;
}): void {
  const { title, content, okText, danger, send, done, onRefused } = options;
  Modal.confirm({
    title,
    content,
    okText,
    okButtonProps: { danger },
    cancelText: 'Back',
    onOk: () =>
      send()
        .then(({ data }) => showSuccess(done(data)))
        .catch((error: unknown) => onRefused(refusalText(error))),
  });
}
