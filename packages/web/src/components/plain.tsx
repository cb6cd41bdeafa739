import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CloseCircleIcon, ExclamationCircleIcon } from './plain-icons.tsx';
import './plain.css';

/**
 * The few controls the plain first screens need (decision 0056), drawn like Ant Design's with our theme
 * (plain.css): a page that shows these does not load Ant Design.
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
  const classes = ['plain-btn', `plain-btn-${variant}`, `plain-btn-${size}`, className].filter(Boolean);
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
