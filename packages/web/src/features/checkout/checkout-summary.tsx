import type { MoneySummary } from '@tyreline/domain/money';
import { MoneySummaryList } from '../../components/money-summary.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';

interface Props {
  totals: MoneySummary;
  itemCount: number;
  placing: boolean;
  /** The credit-limit refusal or another error of the last attempt, shown beside the total it concerns. */
  error: { title: string; text: string | string[] } | null;
  /** Why the order goes to an owner for approval (a buyer over their limit); null places it directly. */
  approval?: string | null;
}

/** Totals from the domain's money rules, the last attempt's refusal, and Place order. */
export function CheckoutSummary({ totals, itemCount, placing, error, approval = null }: Props) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Order summary</h2>
      <p className="checkout-summary-count">
        {itemCount} item{itemCount === 1 ? '' : 's'}
      </p>
      <MoneySummaryList totals={totals} label="Order totals" testIdPrefix="checkout" />
      {approval && (
        <Alert
          type="info"
          className="checkout-summary-error"
          data-testid="checkout-approval"
          title="Over your order limit"
          description={approval}
        />
      )}
      {error && (
        <Alert
          type="error"
          role="alert"
          className="checkout-summary-error"
          data-testid="checkout-error"
          title={error.title}
          description={Array.isArray(error.text) ? error.text.map((t) => <p key={t}>{t}</p>) : error.text}
        />
      )}
      <Button type="submit" variant="primary" size="lg" block isPending={placing} className="checkout-place">
        {approval ? 'Submit for approval' : 'Place order'}
      </Button>
    </section>
  );
}
