import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import { DateFilter, PlainSelectFilter, SearchFilter } from '../../components/filter-fields.tsx';
import { ClearIcon } from '../../components/plain-icons.tsx';
import { PlainButton } from '../../components/plain.tsx';
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
      <SearchFilter
        id="order-q"
        label="Search"
        className="order-filter order-filter-search"
        value={filters.q}
        placeholder="Order number, PO or SKU"
        enterButton="Search"
        onChange={(q) => update({ q })}
      />
      <PlainSelectFilter
        id="order-status"
        label="Status"
        className="order-filter"
        selectClassName="order-filter-status"
        value={filters.status}
        placeholder="Any status"
        options={STATUS_OPTIONS}
        onChange={(status) => update({ status })}
      />
      <DateFilter
        id="order-from"
        label="From"
        className="order-filter"
        value={filters.from}
        max={filters.to}
        onChange={(from) => update({ from })}
      />
      <DateFilter
        id="order-to"
        label="To"
        className="order-filter"
        value={filters.to}
        min={filters.from}
        onChange={(to) => update({ to })}
      />
      {hasFilters && (
        <PlainButton
          className="order-filters-clear"
          icon={<ClearIcon />}
          onClick={() => update({ q: null, status: null, from: null, to: null })}
        >
          Clear filters
        </PlainButton>
      )}
    </form>
  );
}
