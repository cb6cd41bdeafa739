import { useId, type ReactNode } from 'react';
import './card.css';

export interface CardProps {
  title?: ReactNode;
  /** Beside the title on the right: a link or a small button. */
  extra?: ReactNode;
  children?: ReactNode;
  /** A row of actions along the bottom edge. */
  actions?: ReactNode;
  size?: 'sm' | 'md';
  /** A titled section is a region named by its title; a div for a card that is only a box. */
  as?: 'section' | 'div';
  className?: string;
  'data-testid'?: string;
}

/** A white box with an optional title bar and actions, as antd's Card. */
export function Card({
  title,
  extra,
  children,
  actions,
  size = 'md',
  as: Element = 'section',
  className,
  'data-testid': testId,
}: CardProps) {
  const titleId = useId();
  const titled = title != null;
  return (
    <Element
      className={['ui-card', `ui-card-${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titled && Element === 'section' ? titleId : undefined}
      data-testid={testId}
    >
      {(titled || extra != null) && (
        <div className="ui-card-head">
          {titled && (
            <div className="ui-card-title" id={titleId}>
              {title}
            </div>
          )}
          {extra != null && <div className="ui-card-extra">{extra}</div>}
        </div>
      )}
      <div className="ui-card-body">{children}</div>
      {actions != null && <div className="ui-card-actions">{actions}</div>}
    </Element>
  );
}
