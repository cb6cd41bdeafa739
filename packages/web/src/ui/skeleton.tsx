import './skeleton.css';

/** Grey bars holding the place of text still loading; hidden from assistive technology (a spinner or heading says it). */
export function Skeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div className={className ? `ui-skeleton ${className}` : 'ui-skeleton'} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ui-skeleton-bar" />
      ))}
    </div>
  );
}

/** One grey block of a given height, holding the place of a picture, a card or a table. */
export function SkeletonBlock({ height, className }: { height: number | string; className?: string }) {
  return (
    <span
      className={
        className ? `ui-skeleton-bar ui-skeleton-block ${className}` : 'ui-skeleton-bar ui-skeleton-block'
      }
      style={{ height }}
      aria-hidden="true"
    />
  );
}
