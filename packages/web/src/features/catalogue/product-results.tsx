import type { ReactNode } from 'react';
import { Button, Grid, Spin, Table, type TableProps } from 'antd';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import { ProductImage } from '../../components/product-image.tsx';
import { StockList } from '../../components/stock-list.tsx';
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
import type { ShopTab } from './shop-filters.ts';

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

function PhoneCards(props: ProductResultsProps) {
  const { products, meta, loading, onPage, lookUp, onAddToCart, typeNames, empty } = props;
  if (products.length === 0) {
    return loading ? (
      <div className="shop-cards-loading" aria-busy="true">
        <Spin />
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
          <Button disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
            Previous
          </Button>
          <span>
            Page {meta.page} of {meta.last_page}
          </span>
          <Button disabled={meta.page >= meta.last_page} onClick={() => onPage(meta.page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function specColumns(tab: ShopTab): NonNullable<TableProps<Product>['columns']> {
  if (tab === 'tyres') {
    return [
      {
        title: 'Size',
        key: 'size',
        width: 104,
        render: (_, p) => <strong className="nowrap">{p.size ?? '—'}</strong>,
      },
      {
        title: 'Load/Speed',
        key: 'ls',
        width: 84,
        render: (_, p) => <span className="nowrap">{loadSpeedOf(p)}</span>,
      },
    ];
  }
  if (tab === 'wheels') {
    return [
      {
        title: 'Size',
        key: 'size',
        width: 70,
        render: (_, p) => <strong className="nowrap">{wheelSizeOf(p)}</strong>,
      },
      {
        title: 'PCD',
        key: 'pcd',
        width: 80,
        render: (_, p) => <span className="nowrap">{p.bolt_pattern ?? '—'}</span>,
      },
      { title: 'Offset', key: 'offset', width: 60, render: (_, p) => offsetOf(p) },
      { title: 'Bore', key: 'bore', width: 56, render: (_, p) => p.center_bore ?? '—' },
    ];
  }
  return [];
}

/**
 * Results: a dense table on wide screens, cards on a phone; each row can be priced and added to the cart (not
 * for a viewer).
 */
export function ProductResults(props: ProductResultsProps) {
  const { tab, products, meta, loading, onPage, lookUp, onAddToCart, typeNames, empty } = props;
  const screens = Grid.useBreakpoint();
  if (screens.md === false) return <PhoneCards {...props} />;

  const warehouses = warehousesOf(products);
  const columns: TableProps<Product>['columns'] = [
    ...specColumns(tab).slice(0, 1),
    { title: 'Brand', key: 'brand', width: 68, render: (_, p) => <BrandIcon brand={p.brand} /> },
    {
      title: 'Product',
      key: 'name',
      render: (_, p) => (
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
    ...warehouses.map((w) => ({
      title: w.name,
      key: `stock-${w.id}`,
      width: 92,
      onHeaderCell: () => ({ className: 'shop-stock-head' }),
      render: (_: unknown, p: Product) => <StockCell stock={stockOf(p, w.id)} />,
    })),
    ...(props.viewOnly
      ? []
      : [
          {
            title: 'Price',
            key: 'price',
            width: 128,
            render: (_: unknown, p: Product) => (
              <PriceCell
                productId={p.id}
                productName={p.name}
                inline={p.price}
                onLookUp={(id) => void lookUp(id)}
              />
            ),
          },
          {
            title: 'Quantity',
            key: 'buy',
            width: 176,
            render: (_: unknown, p: Product) => (
              <BuyControls p={p} lookUp={lookUp} onAddToCart={onAddToCart} />
            ),
          },
        ]),
  ];

  return (
    <Table<Product>
      rowKey="id"
      size="small"
      className="shop-table"
      columns={columns}
      dataSource={products}
      loading={loading}
      pagination={
        meta
          ? {
              current: meta.page,
              pageSize: meta.per_page,
              total: meta.total,
              showSizeChanger: false,
              showTotal: (total, [from, to]) => `${from}–${to} of ${total} ${NOUN[tab]}`,
              onChange: onPage,
              size: 'small',
            }
          : false
      }
      onRow={(p) =>
        ({ 'data-testid': 'product-row', 'data-product-id': p.id }) as React.HTMLAttributes<HTMLElement>
      }
      locale={{ emptyText: empty }}
      title={warehouses.length > 0 ? () => <DeliveryEta warehouses={warehouses} /> : undefined}
      // A minimum width, not max-content: long names wrap so the buy column stays in view.
      scroll={{ x: 1120 }}
    />
  );
}
