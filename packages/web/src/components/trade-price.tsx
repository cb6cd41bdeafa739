import type { ReactNode } from 'react';
import { useCustomerView } from '../lib/customer-view.ts';

/** A trade price: shown as is, except in customer view, where the sell price (or nothing) stands in for it. */
export function TradePrice({ children, instead = null }: { children: ReactNode; instead?: ReactNode }) {
  const customerView = useCustomerView((s) => s.on);
  return <>{customerView ? instead : children}</>;
}
