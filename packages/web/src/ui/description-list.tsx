import type { ReactNode } from 'react';
import './description-list.css';

export interface DescriptionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Columns on a wide screen; every list is one column on a phone. */
  columns?: 1 | 2 | 3;
  /** Ruled cells with grey labels, as antd's bordered Descriptions. */
  bordered?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Facts as label and value pairs: a `<dl>`, each pair a `<div>` so the pairs flow into columns. */
export function DescriptionList({
  items,
  columns = 1,
  bordered = false,
  className,
  ...rest
}: DescriptionListProps) {
  const classes = ['ui-dl', `ui-dl-cols-${columns}`, bordered && 'ui-dl-bordered', className];
  return (
    <dl className={classes.filter(Boolean).join(' ')} {...rest}>
      {items.map((item) => (
        <div key={item.key} className="ui-dl-item">
          <dt className="ui-dl-label">{item.label}</dt>
          <dd className="ui-dl-value">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
