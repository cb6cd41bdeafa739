import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import { formatAud, toCents } from '@tyreline/domain/money';
import { useOrderStatistic } from './api/get-order-statistic.ts';
import { TradePrice } from '../../components/trade-price.tsx';
import { Money } from '../../components/money.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CalendarIcon, DollarIcon, InboxIcon, SafetyCertificateIcon, ShoppingIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

interface StatQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One statistic card: its own skeleton while loading and its own error with a retry. */
function StatCard<T>({
  title,
  icon,
  query,
  render,
  testId,
}: {
  title: string;
  icon: ReactNode;
  query: StatQuery<T>;
  render: (data: T) => ReactNode;
  testId: string;
}) {
  return (
    <Card as="div" size="sm" data-testid={testId}>
      <div className="home-stat-head">
        <span className="home-stat-icon" aria-hidden="true">
          {icon}
        </span>
        <h3 className="home-stat-title">{title}</h3>
      </div>
      <div className="home-stat-body" aria-live="polite" aria-busy={query.isPending}>
        {query.isPending && <Skeleton rows={2} />}
        {query.isError && (
          <div className="home-stat-error" role="alert">
            <span>Could not load.</span>
            <Button size="sm" onPress={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {query.data !== undefined && render(query.data)}
      </div>
    </Card>
  );
}

const aud = (dollars: number) => formatAud(toCents(dollars));

/** The five order statistics of docs/product.md §15; available credit is the limit less the balance. */
export function HomeStatistics({ customerId }: { customerId: number | undefined }) {
  const week = useOrderStatistic('TotalOrdersThisWeek', customerId);
  const recent = useOrderStatistic('RecentOrder', customerId);
  const units = useOrderStatistic('PurchasedQuantityThisMonth', customerId);
  const balance = useOrderStatistic('XeroBalance', customerId);
  const limit = useOrderStatistic('CreditLimit', customerId);

  return (
    <section aria-label="Your account at a glance" className="home-stats">
      <StatCard
        title="Orders this week"
        icon={<CalendarIcon />}
        testId="stat-orders-week"
        query={week}
        render={(d) => (
          <div className="home-stat-value">
            {'total_orders_this_week' in d ? d.total_orders_this_week : '—'}
          </div>
        )}
      />
      <StatCard
        title="Most recent order"
        icon={<ShoppingIcon />}
        testId="stat-recent-order"
        query={recent}
        render={(d) => {
          const order = 'recent_order' in d ? d.recent_order : null;
          if (!order) return <div className="home-stat-sub">No orders yet</div>;
          return (
            <>
              <Link to={`/orders?order=${order.id}`} className="home-stat-value home-stat-link">
                {order.number}
              </Link>
              <div className="home-stat-sub">
                {ORDER_STATUS_LABELS[order.status]}
                <TradePrice>{order.total !== null && ` · ${aud(order.total)}`}</TradePrice>
              </div>
            </>
          );
        }}
      />
      <StatCard
        title="Units this month"
        icon={<InboxIcon />}
        testId="stat-units-month"
        query={units}
        render={(d) => (
          <div className="home-stat-value">
            {'purchased_quantity_this_month' in d ? d.purchased_quantity_this_month : '—'}
          </div>
        )}
      />
      <StatCard
        title="Account balance"
        icon={<DollarIcon />}
        testId="stat-balance"
        query={balance}
        render={(d) => (
          <div className="home-stat-value money">
            <TradePrice instead="—">{'xeroBalance' in d ? aud(d.xeroBalance) : '—'}</TradePrice>
          </div>
        )}
      />
      <StatCard
        title="Credit limit"
        icon={<SafetyCertificateIcon />}
        testId="stat-credit"
        query={limit}
        render={(d) => {
          const creditLimit = 'creditLimit' in d ? d.creditLimit : null;
          const owed = balance.data && 'xeroBalance' in balance.data ? balance.data.xeroBalance : null;
          return (
            <TradePrice instead={<div className="home-stat-value">—</div>}>
              <div className="home-stat-value money">{creditLimit === null ? '—' : aud(creditLimit)}</div>
              {creditLimit !== null && owed !== null && (
                <div className="home-stat-sub">
                  Available{' '}
                  <strong>
                    <Money cents={toCents(creditLimit) - toCents(owed)} />
                  </strong>
                </div>
              )}
            </TradePrice>
          );
        }}
      />
    </section>
  );
}
