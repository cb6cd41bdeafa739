import { MESSAGES } from '@tyreline/domain/messages';
import type { MoneySummary } from '@tyreline/domain/money';
import { useCustomerView } from '../lib/customer-view.ts';
import { InfoTip } from '../ui/info-tip.tsx';
import { Money } from './money.tsx';
import './money-summary.css';

interface Props {
  /** Cents, from the domain's money rules. */
  totals: MoneySummary;
  /** The list's accessible name, e.g. "Cart summary". */
  label: string;
  /** Each row is `${testIdPrefix}-subtotal`, `-delivery`, `-gst`, `-total`. */
  testIdPrefix: string;
}

/** docs/product.md §4's summary rows — Subtotal and Delivery with their tooltips, GST, Total — wherever totals show. */
export function MoneySummaryList({ totals, label, testIdPrefix }: Props) {
  const customerView = useCustomerView((s) => s.on);
  if (customerView) return <p className="money-summary-hidden">Trade totals are hidden in customer view.</p>;
  const rows = [
    { label: 'Subtotal', value: totals.subtotal, tip: MESSAGES.subtotalTooltip },
    { label: 'Delivery', value: totals.delivery, tip: MESSAGES.deliveryTooltip },
    { label: 'GST', value: totals.gst },
    { label: 'Total', value: totals.total },
  ];
  return (
    <dl className="money-summary" aria-label={label}>
      {rows.map((row) => (
        <div
          key={row.label}
          className={row.label === 'Total' ? 'money-summary-row money-summary-total' : 'money-summary-row'}
          data-testid={`${testIdPrefix}-${row.label.toLowerCase()}`}
        >
          <dt>
            {row.label}
            {row.tip && <InfoTip text={row.tip} />}
          </dt>
          <dd>
            <Money cents={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
