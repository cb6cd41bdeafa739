import type { ReactNode } from 'react';
import { Button, Card, Empty, Pagination, Skeleton } from 'antd';
import type { Order } from '@tyreline/domain/contract/orders';
import { Link } from 'react-router';
import { DownloadButton } from '../../components/download-button.tsx';
import { useOrders } from './api/get-orders.ts';
import { OrderDetailDrawer } from './order-detail.tsx';
import { OrderFiltersBar } from './order-filters-bar.tsx';
import { OrderList } from './order-list.tsx';
import { useOrderFilters } from './use-order-filters.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import './orders.css';
import { LoadError } from '../../components/load-error.tsx';

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
      <Card size="small" className="orders-card">
        <OrderFiltersBar filters={filters} update={update} hasFilters={hasFilters} />
        {orders.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {orders.isError && (
          <LoadError title="Your orders could not be loaded." error={orders.error} onRetry={orders.refetch} />
        )}
        {orders.data &&
          (orders.data.data.length === 0 ? (
            <Empty
              description={
                hasFilters ? 'No orders match these filters.' : 'You have not placed an order yet.'
              }
            >
              {hasFilters ? (
                <Button onClick={() => update({ q: null, status: null, from: null, to: null })}>
                  Clear filters
                </Button>
              ) : (
                <Link to="/shop?tab=tyres">
                  <Button type="primary">Shop tyres</Button>
                </Link>
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
            className="orders-pagination"
            current={meta.page}
            pageSize={meta.per_page}
            total={meta.total}
            showSizeChanger={false}
            size="small"
            onChange={(page) => update({ page: page === 1 ? null : page })}
          />
        )}
      </Card>
      <OrderDetailDrawer
        id={openId}
        onClose={() => update({ order: null })}
        actions={orderActions}
        viewOnly={viewOnly}
      />
    </>
  );
}
