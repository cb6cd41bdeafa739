/** A plain CSS spinner for route loading and session restore: no antd, so the entry chunk stays small. */
export function FullPageSpin({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-page-spin" role="status" aria-live="polite">
      <span className="css-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
