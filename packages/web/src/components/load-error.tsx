import { CloseCircleIcon } from './plain-icons.tsx';
import './load-error.css';
import { PlainButton } from './plain.tsx';

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
    <div className="load-error" role="alert">
      <CloseCircleIcon className="load-error-icon" aria-hidden="true" />
      <div className="load-error-body">
        <div className="load-error-title">{title}</div>
        <div className="load-error-description">{error.message}</div>
      </div>
      <PlainButton className="load-error-retry" onClick={() => void onRetry()}>
        Try again
      </PlainButton>
    </div>
  );
}
