import type { ReactNode } from 'react';
import './badge.css';

export interface BadgeProps {
  /** The number shown; nothing is shown at 0 unless `showZero`. */
  count?: number;
  /** A small dot in place of the number (shown when there is no count, or a count above 0). */
  dot?: boolean;
  showZero?: boolean;
  /** Above it the badge shows `max+` (antd's overflowCount). */
  max?: number;
  size?: 'sm' | 'md';
  /**
   * What the count means, said to assistive technology ("3 items in the cart"); the drawn count is hidden.
   * Leave it out when the control beside the badge already says the count in its name.
   */
  label?: string;
  /** The thing the badge sits on (its top-right corner); without it the badge stands inline. */
  children?: ReactNode;
  className?: string;
}

/** A red count or dot on a control, as antd's Badge. */
export function Badge({
  count,
  dot = false,
  showZero = false,
  max = 99,
  size = 'md',
  label,
  children,
  className,
}: BadgeProps) {
  const shown = (dot && count === undefined) || (count ?? 0) > 0 || showZero;
  const text = (count ?? 0) > max ? `${max}+` : String(count ?? 0);
  const classes = [
    'ui-badge',
    dot ? 'ui-badge-dot' : `ui-badge-count ui-badge-${size}`,
    !dot && text.length > 1 && 'ui-badge-wide',
    children != null && 'ui-badge-corner',
    className,
  ];
  const badge = shown && (
    <>
      <span className={classes.filter(Boolean).join(' ')} aria-hidden="true">
        {dot ? null : text}
      </span>
      {label && <span className="visually-hidden">{label}</span>}
    </>
  );
  if (children == null) return badge || null;
  return (
    <span className="ui-badge-wrap">
      {children}
      {badge}
    </span>
  );
}
