import type { ReactNode } from 'react';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import { ProductImage } from '../../components/product-image.tsx';
import { PlainButton } from '../../components/plain.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import type { LookUpResult } from './api/get-price.ts';
import { DeliveryEta } from './delivery-eta.tsx';
import { PriceCell } from './price-cell.tsx';
import {
  BrandIcon,
  BuyControls,
  ProductMeta,
  ProductName,
  StockCell,
  stockOf,
  type AddToCart,
} from './product-cells.tsx';
import { loadSpeedOf, offsetOf, warehousesOf, wheelSizeOf } from './product-specs.ts';
import { PER_PAGE, type ShopTab } from './shop-filters.ts';
import './product-results.css';

interface ProductResultsProps {
  tab: ShopTab;
  products: Product[];
  meta: PaginationMeta | undefined;
  loading: boolean;
  /** Auto-part type codes to their names (accessories). */
  typeNames: ReadonlyMap<string, string>;
  onPage: (page: number) => void;
  lookUp: (productId: number) => Promise<LookUpResult>;
  onAddToCart: AddToCart;
  empty: ReactNode;
  /** A viewer of the account's team: stock only, no prices and no buying (the server refuses both). */
  viewOnly: boolean;
  /** A line under a product's name that the list's context adds (how it fits a vehicle). */
  note?: (p: Product) => ReactNode;
}

const NOUN: Record<ShopTab, string> = { tyres: 'tyres', wheels: 'wheels', accessories: 'accessories' };
const ONE: Record<ShopTab, string> = { tyres: 'tyre', wheels: 'wheel', accessories: 'accessory' };

/** Rows held while the first page loads, so the list does not jump in when it arrives. */
const SKELETON_ROWS = 6;
const SKELETON_CARDS = 3;

function PhoneCards(props: ProductResultsProps) {
  const { products, meta, loading, onPage, lookUp, onAddToCart, typeNames, empty } = props;
  if (products.length === 0) {
    return loading ? (
      <div className="shop-cards" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading {NOUN[props.tab]}…
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="shop-item shop-skeleton-card" aria-hidden="true">
            <span className="shop-skeleton-block shop-skeleton-image" />
            <span className="shop-skeleton-block shop-skeleton-line" />
            <span className="shop-skeleton-block shop-skeleton-line shop-skeleton-short" />
          </div>
        ))}
      </div>
    ) : (
      empty
    );
  }
  return (
    <div className="shop-cards" aria-busy={loading}>
      {meta && (
        <p className="shop-count" data-testid="result-count" aria-live="polite">
          {meta.total} {meta.total === 1 ? ONE[props.tab] : NOUN[props.tab]}
          {meta.last_page > 1 && ` · page ${meta.page} of ${meta.last_page}`}
        </p>
      )}
      <DeliveryEta warehouses={warehousesOf(products)} />
      {products.map((p) => (
        <article key={p.id} className="shop-item" data-testid="product-row" data-product-id={p.id}>
          <div className="shop-item-head">
            <ProductImage src={p.image} alt="" size={56} />
            <div className="shop-item-title">
              <ProductName p={p} />
              <ProductMeta p={p} typeNames={typeNames} inTable={false} />
              {props.note?.(p)}
            </div>
            <BrandIcon brand={p.brand} />
          </div>
          <StockList warehouses={p.warehouse_availability} compact />
          {!props.viewOnly && (
            <div className="shop-item-actions">
              <PriceCell
                productId={p.id}
                productName={p.name}
                inline={p.price}
                onLookUp={(id) => void lookUp(id)}
              />
              <BuyControls p={p} lookUp={lookUp} onAddToCart={onAddToCart} />
            </div>
          )}
        </article>
      ))}
      {meta && meta.last_page > 1 && (
        <nav className="shop-cards-pages" aria-label="Pages">
          <PlainButton disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
            Previous
          </PlainButton>
          <span>
            Page {meta.page} of {meta.last_page}
          </span>
          <PlainButton disabled={meta.page >= meta.last_page} onClick={() => onPage(meta.page + 1)}>
            Next
          </PlainButton>
        </nav>
      )}
    </div>
  );
}

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
      className: 'shop-stock-head',
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
            width: 176,
            cell: (p: Product) => <BuyControls p={p} lookUp={lookUp} onAddToCart={onAddToCart} />,
          },
        ]),
  ];
}

/** The page numbers shown: all of a short list, else the first, the last and the current one's neighbours. */
function pageNumbers(page: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, last - 4));
  const to = Math.min(last - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? ['gap' as const] : []),
    ...middle,
    ...(to < last - 1 ? ['gap' as const] : []),
    last,
  ];
}

/** The wide table's pages: which rows of how many, then previous, the page numbers and next. */
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
    <nav className="shop-pager" aria-label="Pages">
      <span className="shop-pager-total">
        {from}–{to} of {meta.total} {noun}
      </span>
      {meta.last_page > 1 && (
        <>
          <button
            type="button"
            className="shop-pager-item"
            aria-label="Previous page"
            disabled={meta.page <= 1}
            onClick={() => onPage(meta.page - 1)}
          >
            ‹
          </button>
          {pageNumbers(meta.page, meta.last_page).map((n, i) =>
            n === 'gap' ? (
              <span key={`gap-${i}`} className="shop-pager-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={n}
                type="button"
                className="shop-pager-item"
                aria-label={`Page ${n}`}
                aria-current={n === meta.page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            ),
          )}
          <button
            type="button"
            className="shop-pager-item"
            aria-label="Next page"
            disabled={meta.page >= meta.last_page}
            onClick={() => onPage(meta.page + 1)}
          >
            ›
          </button>
        </>
      )}
    </nav>
  );
}

/** Placeholder rows the height of real ones while the first page loads. */
function SkeletonRows({ columns }: { columns: Column[] }) {
  return Array.from({ length: Math.min(SKELETON_ROWS, PER_PAGE) }, (_, i) => (
    <tr key={i} className="shop-skeleton-row" aria-hidden="true">
      {columns.map((c) => (
        <td key={c.key}>
          <span className="shop-skeleton-block shop-skeleton-line" />
        </td>
      ))}
    </tr>
  ));
}

/**
 * Results: a dense table on wide screens, cards on a phone; each row can be priced and added to the cart (not
 * for a viewer). Plain markup (decision 0056): the shop's first screen does not load Ant Design.
 */
export function ProductResults(props: ProductResultsProps) {
  const { tab, products, meta, loading, onPage, empty } = props;
  const wide = useMediaQuery(MEDIA.md);
  if (!wide) return <PhoneCards {...props} />;

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
              <SkeletonRows columns={columns} />
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
            <span className="css-spinner" aria-hidden="true" />
            <span className="visually-hidden" role="status">
              Loading {NOUN[tab]}…
            </span>
          </div>
        )}
      </div>
      {meta && products.length > 0 && <Pager meta={meta} noun={NOUN[tab]} onPage={onPage} />}
    </div>
  );
}
