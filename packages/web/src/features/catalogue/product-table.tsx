import type { ReactNode } from 'react';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import { ProductImage } from '../../components/product-image.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DeliveryEta } from './delivery-eta.tsx';
import { PriceCell } from './price-cell.tsx';
import { BrandIcon, BuyControls, ProductMeta, ProductName, StockCell, stockOf } from './product-cells.tsx';
import type { ProductResultsProps } from './product-results-props.ts';
import { loadSpeedOf, offsetOf, warehousesOf, wheelSizeOf } from './product-specs.ts';
import { NOUN, PER_PAGE, type ShopTab } from './shop-filters.ts';

/** Rows held while the first page loads, so the list does not jump in when it arrives. */
const SKELETON_ROWS = 6;

/** A column of the wide table: its heading, width and cell. */
interface Column {
  key: string;
  title: string;
  width?: number;
  className?: string;
  cell: (p: Product) => ReactNode;
}

function specColumns(tab: ShopTab): Column[] {
  if (tab === 'tyres') {
    return [
      {
        key: 'size',
        title: 'Size',
        width: 104,
        cell: (p) => <strong className="nowrap">{p.size ?? '—'}</strong>,
      },
      {
        key: 'ls',
        title: 'Load/Speed',
        width: 84,
        cell: (p) => <span className="nowrap">{loadSpeedOf(p)}</span>,
      },
    ];
  }
  if (tab === 'wheels') {
    return [
      {
        key: 'size',
        title: 'Size',
        width: 70,
        cell: (p) => <strong className="nowrap">{wheelSizeOf(p)}</strong>,
      },
      {
        key: 'pcd',
        title: 'PCD',
        width: 80,
        cell: (p) => <span className="nowrap">{p.bolt_pattern ?? '—'}</span>,
      },
      { key: 'offset', title: 'Offset', width: 60, cell: (p) => offsetOf(p) },
      { key: 'bore', title: 'Bore', width: 56, cell: (p) => p.center_bore ?? '—' },
    ];
  }
  return [];
}

function tableColumns(props: ProductResultsProps, warehouses: { id: number; name: string }[]): Column[] {
  const { tab, lookUp, onAddToCart, typeNames } = props;
  return [
    ...specColumns(tab).slice(0, 1),
    { key: 'brand', title: 'Brand', width: 68, cell: (p) => <BrandIcon brand={p.brand} /> },
    {
      key: 'name',
      title: 'Product',
      cell: (p) => (
        <div className="shop-product">
          <ProductImage src={p.image} alt="" size={36} />
          <div>
            <ProductName p={p} />
            <ProductMeta p={p} typeNames={typeNames} inTable />
            {props.note?.(p)}
          </div>
        </div>
      ),
    },
    ...specColumns(tab).slice(1),
    ...warehouses.map((w): Column => ({
      key: `stock-${w.id}`,
      title: w.name,
      width: 92,
      className: 'nowrap',
      cell: (p) => <StockCell stock={stockOf(p, w.id)} />,
    })),
    ...(props.viewOnly
      ? []
      : [
          {
            key: 'price',
            title: 'Price',
            width: 128,
            cell: (p: Product) => (
              <PriceCell
                productId={p.id}
                productName={p.name}
                inline={p.price}
                onLookUp={(id) => void lookUp(id)}
              />
            ),
          },
          {
            key: 'buy',
            title: 'Quantity',
            width: 184,
            cell: (p: Product) => <BuyControls p={p} lookUp={lookUp} onAddToCart={onAddToCart} />,
          },
        ]),
  ];
}

/** The table's pages: which rows of how many, then the pager when there is more than one page. */
function Pager({
  meta,
  noun,
  onPage,
}: {
  meta: PaginationMeta;
  noun: string;
  onPage: (page: number) => void;
}) {
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.page * meta.per_page);
  return (
    <div className="shop-pager">
      <span>
        {from}–{to} of {meta.total} {noun}
      </span>
      {meta.last_page > 1 && (
        <Pagination
          page={meta.page}
          pageSize={meta.per_page}
          total={meta.total}
          onChange={onPage}
          size="sm"
        />
      )}
    </div>
  );
}

/**
 * The wide screens' results: a plain table (no grid keyboard model: each row holds a quantity box and buttons
 * that keep their own keys), the stock of each warehouse in a column of its own.
 */
export function ProductTable(props: ProductResultsProps) {
  const { tab, products, meta, loading, onPage, empty } = props;
  const warehouses = warehousesOf(products);
  const columns = tableColumns(props, warehouses);
  const waiting = loading && products.length === 0;
  return (
    <div className="shop-table" aria-busy={loading}>
      {warehouses.length > 0 && (
        <div className="shop-table-title">
          <DeliveryEta warehouses={warehouses} />
        </div>
      )}
      <div className="shop-table-scroll">
        <table>
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.className}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {waiting ? (
              Array.from({ length: Math.min(SKELETON_ROWS, PER_PAGE) }, (_, i) => (
                <tr key={i} className="shop-skeleton-row" aria-hidden="true">
                  {columns.map((c) => (
                    <td key={c.key}>
                      <Skeleton rows={1} />
                    </td>
                  ))}
                </tr>
              ))
            ) : products.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="shop-table-empty">
                  {empty}
                </td>
              </tr>
            ) : (
              products.map((p) => (
                <tr key={p.id} data-testid="product-row" data-product-id={p.id}>
                  {columns.map((c) => (
                    <td key={c.key}>{c.cell(p)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {loading && (
          <div className="shop-table-loading">
            <Spinner label={`Loading ${NOUN[tab]}…`} />
          </div>
        )}
      </div>
      {meta && products.length > 0 && <Pager meta={meta} noun={NOUN[tab]} onPage={onPage} />}
    </div>
  );
}
