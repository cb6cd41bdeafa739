import { useState } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import { Button } from '../../ui/button.tsx';
import { NativeDateField } from '../../ui/native-date-field.tsx';
import { ClearIcon } from '../../ui/icons.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
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

/** The search box and its button: applied on Enter or Search, cleared by its ×. */
function OrderSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (q: string | null) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  const search = (text: string) => onSearch(text.trim() || null);
  return (
    <div className="order-filter-search">
      <SearchField
        label="Search"
        value={typed}
        placeholder="Order number, PO or SKU"
        onChange={setTyped}
        onSubmit={search}
        onClear={() => search('')}
      />
      <Button variant="primary" onPress={() => search(typed)}>
        Search
      </Button>
    </div>
  );
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
      {/* A new search from the URL (Clear filters, back) starts the box afresh. */}
      <OrderSearch key={filters.q ?? ''} value={filters.q} onSearch={(q) => update({ q })} />
      <NativeSelect
        label="Status"
        className="order-filter-status"
        value={filters.status ?? ''}
        placeholder="Any status"
        options={STATUS_OPTIONS}
        onChange={(status) => update({ status })}
      />
      <NativeDateField
        label="From"
        value={filters.from ?? null}
        maxValue={filters.to}
        onChange={(from) => update({ from })}
      />
      <NativeDateField
        label="To"
        value={filters.to ?? null}
        minValue={filters.from}
        onChange={(to) => update({ to })}
      />
      {hasFilters && (
        <Button icon={<ClearIcon />} onPress={() => update({ q: null, status: null, from: null, to: null })}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
