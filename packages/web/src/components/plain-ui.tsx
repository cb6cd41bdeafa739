import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './plain-ui.css';

/**
 * The few controls a first screen needs, drawn without Ant Design (decision 0056) and looking as antd's do
 * under our theme: a button, a skeleton, an alert and an empty state. Anything richer stays Ant Design in
 * an island loaded on use.
 */

type Variant = 'default' | 'primary' | 'text';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'middle' | 'small';
  icon?: ReactNode;
  /** Busy: a spinner in place of the icon, and clicks are ignored until it is done. */
  loading?: boolean;
}

export function PlainButton({
  variant = 'default',
  size = 'middle',
  icon,
  loading = false,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: PlainButtonProps) {
  const classes = ['plain-button', `plain-button-${variant}`];
  if (size === 'small') classes.push('plain-button-small');
  if (loading) classes.push('plain-button-loading');
  if (className) classes.push(className);
  return (
    <button
      {...props}
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="plain-button-spinner" aria-hidden="true" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
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

const ALERT_MARKS = { error: '×', warning: '!', info: 'i' } as const;

/** A message box in antd Alert's colours: a title, an optional description and an action on the right. */
export function PlainAlert({
  type,
  title,
  description,
  action,
  className,
  testId,
}: {
  type: keyof typeof ALERT_MARKS;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const classes = ['plain-alert', `plain-alert-${type}`];
  if (description) classes.push('plain-alert-with-description');
  if (className) classes.push(className);
  return (
    <div role="alert" className={classes.join(' ')} data-testid={testId}>
      <span className="plain-alert-icon" aria-hidden="true">
        {ALERT_MARKS[type]}
      </span>
      <div className="plain-alert-content">
        <div className="plain-alert-title">{title}</div>
        {description && <div className="plain-alert-description">{description}</div>}
      </div>
      {action && <div className="plain-alert-action">{action}</div>}
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
