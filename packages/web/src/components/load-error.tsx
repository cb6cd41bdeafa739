import { PlainAlert, PlainButton } from './plain-ui.tsx';

/** What a page says when its data did not arrive: what is missing, why, and a way to ask again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  /** e.g. 'Your orders could not be loaded.' */
  title: string;
  error: Error;
  onRetry: () => unknown;
}) {
  return (
    <PlainAlert
      type="error"
      title={title}
      description={error.message}
      action={<PlainButton onClick={() => void onRetry()}>Try again</PlainButton>}
    />
  );
}
