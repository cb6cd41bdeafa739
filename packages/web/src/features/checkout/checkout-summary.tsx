import { Alert, Button, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { MESSAGES } from '@tyreline/domain/messages';
import { formatAud, type MoneySummary } from '@tyreline/domain/money';

interface Props {
  totals: MoneySummary;
  itemCount: number;
  placing: boolean;
  /** The credit-limit refusal or another error of the last attempt, shown beside the total it concerns. */
  error: { title: string; text: string | string[] } | null;
}

/** Totals from the domain's money rules, the last attempt's refusal, and Place order. */
export function CheckoutSummary({ totals, itemCount, placing, error }: Props) {
  const rows = [
    { label: 'Subtotal', value: totals.subtotal, tip: MESSAGES.subtotalTooltip },
    { label: 'Delivery', value: totals.delivery, tip: MESSAGES.deliveryTooltip },
    { label: 'GST', value: totals.gst },
    { label: 'Total', value: totals.total },
  ];
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <p className="checkout-summary-count">
        {itemCount} item{itemCount === 1 ? '' : 's'}
      </p>
      <dl className="money-summary">
        {rows.map((row) => (
          <div
            key={row.label}
            className={row.label === 'Total' ? 'money-summary-row money-summary-total' : 'money-summary-row'}
            data-testid={`checkout-${row.label.toLowerCase()}`}
          >
            <dt>
              {row.label}
              {row.tip && (
                <Tooltip title={row.tip}>
                  <InfoCircleOutlined
                    className="money-summary-tip"
                    aria-label={row.tip}
                    role="img"
                    tabIndex={0}
                  />
                </Tooltip>
              )}
            </dt>
            <dd>{formatAud(row.value)}</dd>
          </div>
        ))}
      </dl>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="checkout-summary-error"
          data-testid="checkout-error"
          title={error.title}
          description={Array.isArray(error.text) ? error.text.map((t) => <p key={t}>{t}</p>) : error.text}
        />
      )}
      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        loading={placing}
        className="checkout-place"
      >
        Place order
      </Button>
    </section>
  );
}
