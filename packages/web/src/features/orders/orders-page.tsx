import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Order } from '@tyreline/domain/contract/orders';
import { Link } from 'react-router';
import { DownloadButton } from '../../components/download-button.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Button, LinkButton } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useOrders } from './api/get-orders.ts';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { OrderList } from './order-list.tsx';
import { useOrderFilters } from './use-order-filters.ts';
import './orders.css';

/** The open order's drawer (a table, a timeline, documents) loads when an order is first opened. */
const OrderDetailDrawer = lazy(() => import('./order-detail.tsx'));

/** Order tracking: the filtered list (filters, page and open order in the URL) and the order's detail. */
export default function OrdersPage({
  orderActions,
  viewOnly,
}: {
  /** More actions on an open order (Save as list), from the route. */
  orderActions?: (order: Order) => ReactNode;
  /** A viewer of the account's team: no Reorder, invoice or export. */
  viewOnly: boolean;
}) {
  const { filters, openId, update, hasFilters } = useOrderFilters();
  const orders = useOrders(filters);
  const meta = orders.data?.meta;
  // Once an order was opened the drawer stays mounted, so closing it slides it out rather than cutting it.
  const [drawerLoaded, setDrawerLoaded] = useState(openId !== null);
  if (openId !== null && !drawerLoaded) setDrawerLoaded(true);
  const clearFilters = () => update({ q: null, status: null, from: null, to: null });

  return (
    <>
      <div className="orders-head">
        <PageHeading>Orders</PageHeading>
        {meta && (
          <span className="orders-count" aria-live="polite">
            {meta.total} order{meta.total === 1 ? '' : 's'}
          </span>
        )}
        {!viewOnly && <Link to="/returns">Returns</Link>}
        {meta && meta.total > 0 && !viewOnly && (
          <DownloadButton
            className="orders-export"
            path="/api/cus/orders/export"
            query={{ status: filters.status, from: filters.from, to: filters.to, q: filters.q }}
          >
            Export CSV
          </DownloadButton>
        )}
      </div>
      <section aria-label="Your orders">
        <Card as="div" size="sm">
          <OrderFiltersBar filters={filters} update={update} hasFilters={hasFilters} />
          {orders.isPending && <Skeleton rows={7} />}
          {orders.isError && (
            <LoadError
              title="Your orders could not be loaded."
              error={orders.error}
              onRetry={orders.refetch}
            />
          )}
          {orders.data &&
            (orders.data.data.length === 0 ? (
              <Empty
                description={
                  hasFilters ? 'No orders match these filters.' : 'You have not placed an order yet.'
                }
              >
                {hasFilters ? (
                  <Button onPress={clearFilters}>Clear filters</Button>
                ) : (
                  <LinkButton to="/shop?tab=tyres" variant="primary">
                    Shop tyres
                  </LinkButton>
                )}
              </Empty>
            ) : (
              <OrderList
                orders={orders.data.data}
                loading={orders.isFetching}
                onOpen={(id) => update({ order: id })}
              />
            ))}
          {meta && meta.last_page > 1 && (
            <Pagination
              size="sm"
              className="orders-pagination"
              page={meta.page}
              pageSize={meta.per_page}
              total={meta.total}
              onChange={(page) => update({ page: page === 1 ? null : page })}
            />
          )}
        </Card>
      </section>
      {drawerLoaded && (
        <Suspense
          fallback={
            <div className="order-drawer-loading">
              <div className="order-drawer-loading-box">
                <Spinner size="lg" label="Opening the order…" />
                <span aria-hidden="true">Opening the order…</span>
              </div>
            </div>
          }
        >
          <OrderDetailDrawer
            id={openId}
            onClose={() => update({ order: null })}
            actions={orderActions}
            viewOnly={viewOnly}
          />
        </Suspense>
      )}
    </>
  );
}
