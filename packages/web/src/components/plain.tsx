import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CloseCircleIcon, ExclamationCircleIcon } from './plain-icons.tsx';
import './plain.css';

/**
 * The few controls the plain first screens need (decision 0056), drawn like Ant Design's with our theme
 * (plain.css): a button, an alert, a tag, a spinner, a skeleton and an empty state. A page that shows these
 * does not load Ant Design; anything richer is Ant Design in an island loaded on use.
 */
export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger' | 'link';
  size?: 'small' | 'middle';
  icon?: ReactNode;
  /** Shows a spinner in place of the icon and ignores taps while true. */
  loading?: boolean;
}

export function PlainButton({
  variant = 'default',
  size = 'middle',
  icon,
  loading = false,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const classes = [plainButtonClass(variant, size), className].filter(Boolean);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <span className="plain-btn-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

/** The button classes, for a link that looks like a button (one control, not a button in a link). */
export function plainButtonClass(
  variant: PlainButtonProps['variant'] = 'default',
  size: PlainButtonProps['size'] = 'middle',
): string {
  return `plain-btn plain-btn-${variant} plain-btn-${size}`;
}

/** A notice in a box: a warning or an error, with an optional action on its right. */
export function PlainAlert({
  type,
  title,
  description,
  action,
  className,
  role,
  ...rest
}: {
  type: 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  role?: string;
  'data-testid'?: string;
}) {
  const Icon = type === 'error' ? CloseCircleIcon : ExclamationCircleIcon;
  return (
    <div
      className={['plain-alert', `plain-alert-${type}`, className].filter(Boolean).join(' ')}
      role={role}
      {...rest}
    >
      <Icon className="plain-alert-icon" />
      <div className="plain-alert-content">
        <div className="plain-alert-title">{title}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
      {action && <div className="plain-alert-action">{action}</div>}
    </div>
  );
}

/** A small label in colour, like Ant Design's Tag (blue, red). */
export function PlainTag({
  color,
  className,
  children,
}: {
  color: 'blue' | 'red';
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={['plain-tag', `plain-tag-${color}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

/** The round spinner, for a part of a page that is loading. */
export function PlainSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="plain-spinner" role="status">
      <span className="css-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Grey bars holding the place of content still loading; hidden from assistive technology. */
export function PlainSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div className={className ? `plain-skeleton ${className}` : 'plain-skeleton'} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="plain-skeleton-bar" />
      ))}
    </div>
  );
}

/** Nothing to show: antd's simple empty picture, what is missing, and a way on. */
export function PlainEmpty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="plain-empty">
      <svg className="plain-empty-image" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <div className="plain-empty-description">{description}</div>
      {children && <div className="plain-empty-footer">{children}</div>}
    </div>
  );
}
