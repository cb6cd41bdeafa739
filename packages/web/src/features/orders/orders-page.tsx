import { useState, type ReactNode } from 'react';
import type { Order } from '@tyreline/domain/contract/orders';
import { Link } from 'react-router';
import { lazyAntd } from '../../app/antd-island.tsx';
import { DownloadButton } from '../../components/download-button.tsx';
import { PlainButton, PlainEmpty, PlainSkeleton, plainButtonClass } from '../../components/plain.tsx';
import { useOrders } from './api/get-orders.ts';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { OrderList } from './order-list.tsx';
import { OrdersPagination } from './orders-pagination.tsx';
import { useOrderFilters } from './use-order-filters.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import './orders.css';
import { LoadError } from '../../components/load-error.tsx';

/** The open order's drawer is Ant Design: it and Ant Design load when an order is first opened (decision 0056). */
const OrderDetailDrawer = lazyAntd(
  () => import('./order-detail.tsx'),
  <div className="order-drawer-loading" role="status">
    <span className="css-spinner" aria-hidden="true" />
    <span>Opening the order…</span>
  </div>,
);

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
      <section className="plain-card orders-card" aria-label="Your orders">
        <OrderFiltersBar filters={filters} update={update} hasFilters={hasFilters} />
        {orders.isPending && <PlainSkeleton rows={7} />}
        {orders.isError && (
          <LoadError title="Your orders could not be loaded." error={orders.error} onRetry={orders.refetch} />
        )}
        {orders.data &&
          (orders.data.data.length === 0 ? (
            <PlainEmpty
              description={
                hasFilters ? 'No orders match these filters.' : 'You have not placed an order yet.'
              }
            >
              {hasFilters ? (
                <PlainButton onClick={() => update({ q: null, status: null, from: null, to: null })}>
                  Clear filters
                </PlainButton>
              ) : (
                <Link to="/shop?tab=tyres" className={plainButtonClass('primary')}>
                  Shop tyres
                </Link>
              )}
            </PlainEmpty>
          ) : (
            <OrderList
              orders={orders.data.data}
              loading={orders.isFetching}
              onOpen={(id) => update({ order: id })}
            />
          ))}
        {meta && meta.last_page > 1 && (
          <OrdersPagination
            current={meta.page}
            last={meta.last_page}
            onChange={(page) => update({ page: page === 1 ? null : page })}
          />
        )}
      </section>
      {drawerLoaded && (
        <OrderDetailDrawer
          id={openId}
          onClose={() => update({ order: null })}
          actions={orderActions}
          viewOnly={viewOnly}
        />
      )}
    </>
  );
}
