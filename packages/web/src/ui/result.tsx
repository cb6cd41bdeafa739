import type { ReactNode } from 'react';
import {
  CheckCircleIcon,
  CloseCircleIcon,
  ExclamationCircleIcon,
  ForbiddenIcon,
  InfoIcon,
  NotFoundIcon,
} from './icons.tsx';
import './result.css';

export type ResultStatus = 'success' | 'error' | 'warning' | 'info' | '404' | '403';

const ICONS = {
  success: CheckCircleIcon,
  error: CloseCircleIcon,
  warning: ExclamationCircleIcon,
  info: InfoIcon,
  '404': NotFoundIcon,
  '403': ForbiddenIcon,
} as const;

export interface ResultProps {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The ways on: buttons or links, in a row under the words. */
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The outcome of a whole step (an order placed, a page not found): a large icon, the words and the ways on. */
export function Result({ status, title, subTitle, extra, children, className }: ResultProps) {
  const Icon = ICONS[status];
  return (
    <div
      className={className ? `ui-result ui-result-${status} ${className}` : `ui-result ui-result-${status}`}
    >
      <Icon className="ui-result-icon" />
      <div className="ui-result-title">{title}</div>
      {subTitle != null && <div className="ui-result-subtitle">{subTitle}</div>}
      {extra != null && <div className="ui-result-extra">{extra}</div>}
      {children != null && <div className="ui-result-content">{children}</div>}
    </div>
  );
}
