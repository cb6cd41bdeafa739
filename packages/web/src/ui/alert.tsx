import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { CheckCircleIcon, CloseCircleIcon, CloseIcon, ExclamationCircleIcon, InfoIcon } from './icons.tsx';
import './alert.css';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

const ICONS = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: ExclamationCircleIcon,
  error: CloseCircleIcon,
} as const;

export interface AlertProps {
  type: AlertType;
  title: ReactNode;
  description?: ReactNode;
  /** A control on the right, such as a button that fixes the problem. */
  action?: ReactNode;
  /** Shows a close button named "Close". */
  onClose?: () => void;
  /** Errors and warnings are announced (role alert) unless told otherwise; pass `null` for none. */
  role?: 'alert' | 'status' | null;
  showIcon?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A notice in a soft coloured box with its icon, as antd's Alert. */
export function Alert({
  type,
  title,
  description,
  action,
  onClose,
  role = type === 'error' || type === 'warning' ? 'alert' : null,
  showIcon = true,
  className,
  'data-testid': testId,
}: AlertProps) {
  const Icon = ICONS[type];
  const classes = [
    'ui-alert',
    `ui-alert-${type}`,
    description != null && 'ui-alert-with-description',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} role={role ?? undefined} data-testid={testId}>
      {showIcon && <Icon className="ui-alert-icon" />}
      <div className="ui-alert-content">
        <div className="ui-alert-title">{title}</div>
        {description != null && <div className="ui-alert-description">{description}</div>}
      </div>
      {action && <div className="ui-alert-action">{action}</div>}
      {onClose && (
        <Button
          variant="text"
          size="sm"
          className="ui-alert-close"
          aria-label="Close"
          icon={<CloseIcon />}
          onPress={onClose}
        />
      )}
    </div>
  );
}
