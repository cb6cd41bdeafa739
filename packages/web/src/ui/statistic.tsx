import type { ReactNode } from 'react';
import './statistic.css';

export interface StatisticProps {
  title: ReactNode;
  value: ReactNode;
  /** Before the value: an icon or a currency sign. */
  prefix?: ReactNode;
  /** After the value: a unit. */
  suffix?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** One figure with its caption above it, as antd's Statistic. */
export function Statistic({
  title,
  value,
  prefix,
  suffix,
  className,
  'data-testid': testId,
}: StatisticProps) {
  return (
    <div className={className ? `ui-statistic ${className}` : 'ui-statistic'} data-testid={testId}>
      <div className="ui-statistic-title">{title}</div>
      <div className="ui-statistic-content">
        {prefix != null && <span className="ui-statistic-prefix">{prefix}</span>}
        <span className="ui-statistic-value">{value}</span>
        {suffix != null && <span className="ui-statistic-suffix">{suffix}</span>}
      </div>
    </div>
  );
}
