import { useState } from 'react';
import { Button, Grid, Table, Tag, type TableProps } from 'antd';
import { DollarOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { CartProduct } from '@tyreline/domain/cart';
import { formatAud, toCents } from '@tyreline/domain/money';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { usePriceLookups, type ShownPrice } from './api/get-price.ts';
import { loadSpeedOf } from './tyre-size.ts';

export type AddToCart = (product: CartProduct, qty: number, price: number) => void;

interface TyreResultsProps {
  products: Product[];
  meta: PaginationMeta | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onAddToCart: AddToCart;
}

function toCartProduct(p: Product): CartProduct {
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    warehouse_availability: p.warehouse_availability,
    sku: p.sku,
  };
}

function PriceCell({
  shown,
  loading,
  onLookUp,
}: {
  shown: ShownPrice | undefined;
  loading: boolean;
  onLookUp: () => void;
}) {
  if (!shown) {
    return (
      <Button size="small" icon={<DollarOutlined />} loading={loading} onClick={onLookUp}>
        Price
      </Button>
    );
  }
  return (
    <span className="tyre-price" data-testid="tyre-price">
      {formatAud(toCents(shown.price))}
      {shown.special && (
        <Tag color="red" className="tyre-price-special">
          Special
        </Tag>
      )}
    </span>
  );
}

/** Tyre search results: a dense table on wide screens, cards on a phone; each row can be priced and added to the cart. */
export function TyreResults({ products, meta, loading, onPage, onAddToCart }: TyreResultsProps) {
  const screens = Grid.useBreakpoint();
  const { prices, pending, lookUp } = usePriceLookups();
  const [quantities, setQuantities] = useState<Record<number, number>>({});

  const qtyOf = (id: number) => quantities[id] ?? 1;
  const setQty = (id: number, qty: number) => setQuantities((all) => ({ ...all, [id]: qty }));
  const add = async (product: Product) => {
    const shown = await lookUp(product.id);
    if (shown) onAddToCart(toCartProduct(product), qtyOf(product.id), shown.price);
  };

  const pagination: TableProps<Product>['pagination'] = meta && {
    current: meta.page,
    pageSize: meta.per_page,
    total: meta.total,
    showSizeChanger: false,
    showTotal: (total) => `${total} tyres`,
    onChange: onPage,
    size: 'small',
  };

  if (screens.md === false) {
    return (
      <div className="tyre-cards" aria-busy={loading}>
        {products.map((p) => (
          <article key={p.id} className="tyre-card" data-testid="product-row" data-product-id={p.id}>
            <div className="tyre-card-head">
              <ProductImage src={p.image} alt={p.name} size={56} />
              <div>
                <div className="tyre-name">{p.name}</div>
                <div className="tyre-meta">
                  {p.brand?.name} · {p.size ?? '—'} · {loadSpeedOf(p)}
                </div>
              </div>
            </div>
            <StockList warehouses={p.warehouse_availability} compact />
            <div className="tyre-card-actions">
              <PriceCell
                shown={prices[p.id]}
                loading={pending.has(p.id)}
                onLookUp={() => void lookUp(p.id)}
              />
              <QuantityStepper
                size="small"
                value={qtyOf(p.id)}
                label={`Quantity of ${p.name}`}
                onChange={(q) => setQty(p.id, q)}
              />
              <Button
                type="primary"
                size="small"
                icon={<ShoppingCartOutlined />}
                loading={pending.has(p.id)}
                onClick={() => void add(p)}
                aria-label={`Add ${p.name} to cart`}
              >
                Add
              </Button>
            </div>
          </article>
        ))}
        {meta && meta.last_page > 1 && (
          <div className="tyre-cards-pages">
            <Button size="small" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
              Previous
            </Button>
            <span>
              Page {meta.page} of {meta.last_page}
            </span>
            <Button size="small" disabled={meta.page >= meta.last_page} onClick={() => onPage(meta.page + 1)}>
              Next
            </Button>
          </div>
        )}
      </div>
    );
  }

  const columns: TableProps<Product>['columns'] = [
    {
      title: 'Tyre',
      key: 'name',
      render: (_, p) => (
        <div className="tyre-product">
          <ProductImage src={p.image} alt={p.name} size={40} />
          <div>
            <div className="tyre-name">{p.name}</div>
            <div className="tyre-meta">SKU {p.sku}</div>
          </div>
        </div>
      ),
    },
    { title: 'Brand', key: 'brand', render: (_, p) => p.brand?.name ?? '—', width: 120 },
    {
      title: 'Size',
      key: 'size',
      render: (_, p) => <span className="nowrap">{p.size ?? '—'}</span>,
      width: 110,
    },
    { title: 'Load/Speed', key: 'ls', render: (_, p) => loadSpeedOf(p), width: 96 },
    {
      title: 'Stock',
      key: 'stock',
      render: (_, p) => <StockList warehouses={p.warehouse_availability} compact />,
      width: 210,
    },
    {
      title: 'Price',
      key: 'price',
      width: 150,
      render: (_, p) => (
        <PriceCell shown={prices[p.id]} loading={pending.has(p.id)} onLookUp={() => void lookUp(p.id)} />
      ),
    },
    {
      title: 'Qty',
      key: 'qty',
      width: 230,
      render: (_, p) => (
        <div className="tyre-buy">
          <QuantityStepper
            size="small"
            value={qtyOf(p.id)}
            label={`Quantity of ${p.name}`}
            onChange={(q) => setQty(p.id, q)}
          />
          <Button
            type="primary"
            size="small"
            icon={<ShoppingCartOutlined />}
            loading={pending.has(p.id)}
            onClick={() => void add(p)}
            aria-label={`Add ${p.name} to cart`}
          >
            Add to cart
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Table<Product>
      rowKey="id"
      size="small"
      className="tyre-table"
      columns={columns}
      dataSource={products}
      loading={loading}
      pagination={pagination}
      onRow={(p) =>
        ({ 'data-testid': 'product-row', 'data-product-id': p.id }) as React.HTMLAttributes<HTMLElement>
      }
      locale={{ emptyText: 'No tyres match this size.' }}
      scroll={{ x: 1000 }}
    />
  );
}
