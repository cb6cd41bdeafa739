import type { ReactElement } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { showSuccess } from '../../lib/feedback.ts';
import { Alert } from '../../ui/alert.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/form.tsx';

/** A refused edit in words: a stale edit's 409 names what changed since it was loaded. */
export const refusalText = (error: unknown): string => errorText(error);

/** The page's note of a refused edit (someone else changed the record first), until closed. */
export function RefusalAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return <Alert type="warning" role="alert" title={text} onClose={onClose} />;
}

/**
 * Sends an edit of a versioned record, already checked with the shared schema (`useFormErrors().parse`), with
 * the version it was loaded at: a 422's messages go beside their fields (`errors.fromServer`), any other
 * refusal, a stale edit's 409 above all, to the page's alert.
 */
export function saveVersioned<Sent extends { version: number }, Saved extends { name: string }>(options: {
  body: Omit<Sent, 'version'>;
  version: number;
  save: UseMutationResult<{ data: Saved }, Error, Sent>;
  errors: { fromServer: (error: unknown) => boolean };
  onRefused: (text: string | null) => void;
}): void {
  const { body, version, save, errors, onRefused } = options;
  onRefused(null);
  save.mutate({ ...body, version } as Sent, {
    onSuccess: ({ data }) => showSuccess(`Saved ${data.name}.`),
    onError: (error) => {
      if (!errors.fromServer(error)) onRefused(refusalText(error));
    },
  });
}

/**
 * A button that asks before switching a versioned record off or on (deactivate a product, disable an
 * account), then sends the switch with the version shown; a refusal goes to the page's alert.
 */
export function ConfirmSwitch<Saved>({
  trigger,
  title,
  description,
  confirmLabel,
  danger,
  send,
  done,
  onRefused,
}: {
  /** The kit's Button that opens the question. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  danger: boolean;
  send: () => Promise<{ data: Saved }>;
  done: (saved: Saved) => string;
  onRefused: (text: string) => void;
}) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel="Back"
      tone={danger ? 'danger' : 'default'}
      onConfirm={() =>
        send()
          .then(({ data }) => showSuccess(done(data)))
          .catch((error: unknown) => onRefused(refusalText(error)))
      }
    />
  );
}
