import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { MoneySummary } from '@tyreline/domain/money';
import { formatAud } from '@tyreline/domain/money';
import { MESSAGES } from '@tyreline/domain/messages';

function Row({
  label,
  value,
  tip,
  strong = false,
}: {
  label: string;
  value: number;
  tip?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={strong ? 'cart-summary-row cart-summary-total' : 'cart-summary-row'}
      data-testid={`summary-${label.toLowerCase()}`}
    >
      <dt>
        {label}
        {tip && (
          <Tooltip title={tip}>
            <InfoCircleOutlined className="cart-summary-tip" aria-label={tip} tabIndex={0} role="img" />
          </Tooltip>
        )}
      </dt>
      <dd>{formatAud(value)}</dd>
    </div>
  );
}

/** SPEC.md section 2's summary rows, computed by the domain's money rules. */
export function CartSummary({ totals }: { totals: MoneySummary }) {
  return (
    <dl className="cart-summary" aria-label="Cart summary">
      <Row label="Subtotal" value={totals.subtotal} tip={MESSAGES.subtotalTooltip} />
      <Row label="Delivery" value={totals.delivery} tip={MESSAGES.deliveryTooltip} />
      <Row label="GST" value={totals.gst} />
      <Row label="Total" value={totals.total} strong />
    </dl>
  );
}
