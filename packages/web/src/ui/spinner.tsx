import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Said to assistive technology, not drawn. */
  label?: string;
  className?: string;
}

/** The round spinner for a part of a page that is loading; a status, so its label is announced politely. */
export function Spinner({ size = 'md', label = 'Loading…', className }: SpinnerProps) {
  return (
    <span className={className ? `ui-spinner ${className}` : 'ui-spinner'} role="status">
      <span className={`ui-spinner-ring ui-spinner-${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The whole page loading (a route, the session being restored): the spinner with its label drawn under it. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ui-full-page-spinner" role="status">
      <span className="ui-spinner-ring ui-spinner-lg" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
