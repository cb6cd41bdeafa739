import { Button, Input, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@tyreline/domain/enums';
import type { OrderFilters } from './api/get-orders.ts';
import type { useOrderFilters } from './use-order-filters.ts';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

interface Props {
  filters: OrderFilters;
  update: ReturnType<typeof useOrderFilters>['update'];
  hasFilters: boolean;
}

/** Search, status and date range: each change goes straight into the URL. */
export function OrderFiltersBar({ filters, update, hasFilters }: Props) {
  return (
    <form
      className="order-filters"
      role="search"
      aria-label="Filter orders"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="order-filter order-filter-search">
        <label htmlFor="order-q">Search</label>
        <Input.Search
          id="order-q"
          key={filters.q ?? ''}
          defaultValue={filters.q}
          placeholder="Order number, PO or SKU"
          allowClear
          enterButton="Search"
          onSearch={(value) => update({ q: value.trim() || null })}
        />
      </div>
      <div className="order-filter">
        <label htmlFor="order-status">Status</label>
        <Select
          id="order-status"
          className="order-filter-status"
          value={filters.status ?? null}
          placeholder="Any status"
          allowClear
          options={STATUS_OPTIONS}
          onChange={(value: string | null | undefined) => update({ status: value ?? null })}
        />
      </div>
      <div className="order-filter">
        <label htmlFor="order-from">From</label>
        <Input
          id="order-from"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => update({ from: event.target.value || null })}
        />
      </div>
      <div className="order-filter">
        <label htmlFor="order-to">To</label>
        <Input
          id="order-to"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => update({ to: event.target.value || null })}
        />
      </div>
      {hasFilters && (
        <Button
          className="order-filters-clear"
          icon={<ClearOutlined />}
          onClick={() => update({ q: null, status: null, from: null, to: null })}
        >
          Clear filters
        </Button>
      )}
    </form>
  );
}
