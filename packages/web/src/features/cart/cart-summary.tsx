import type { MoneySummary } from '@tyreline/domain/money';
import { MoneySummaryList } from '../../components/money-summary.tsx';

/** docs/product.md §4's summary rows, computed by the domain's money rules. */
export function CartSummary({ totals }: { totals: MoneySummary }) {
  return <MoneySummaryList totals={totals} label="Cart summary" testIdPrefix="summary" />;
}
