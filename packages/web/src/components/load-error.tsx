import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

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
    <Alert
      type="error"
      role="alert"
      title={title}
      description={error.message}
      action={<Button onPress={() => void onRetry()}>Try again</Button>}
    />
  );
}
