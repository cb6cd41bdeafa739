import type { WarehouseAvailability } from '@tyreline/domain/cart';
import {
  availabilityLabel,
  BRISBANE_WAREHOUSE,
  crossStockLabel,
  type Availability,
} from '@tyreline/domain/stock';

function inStock(a: Availability): boolean {
  return a === '8+' || a > 0;
}

/** Stock per warehouse in the words of docs/product.md §10; the Brisbane cross-stock row uses its own rule (same section). */
export function StockList({
  warehouses,
  compact = false,
}: {
  warehouses: WarehouseAvailability[];
  compact?: boolean;
}) {
  if (warehouses.length === 0) return <span className="stock-none">No warehouse stock</span>;
  return (
    <ul className={compact ? 'stock-list stock-list-compact' : 'stock-list'} aria-label="Stock per warehouse">
      {warehouses.map((w) => {
        const label =
          w.id === BRISBANE_WAREHOUSE.id
            ? crossStockLabel(w.availability)
            : availabilityLabel(w.availability);
        return (
          <li key={w.id} className={inStock(w.availability) ? 'stock-in' : 'stock-out'}>
            <span className="stock-dot" aria-hidden="true" />
            <span className="stock-warehouse">{w.name}:</span>
            <span className="stock-label">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
