import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Tabs, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { formatTyreSize, parseTyreSize } from '@tyreline/domain/tyre-size';
import { useProducts } from './api/get-products.ts';
import { TyreResults, type AddToCart } from './tyre-results.tsx';
import './shop-page.css';

const TABS = [
  { key: 'tyres', label: 'Tyres' },
  { key: 'wheels', label: 'Wheels' },
  { key: 'accessories', label: 'Accessories' },
];

const PER_PAGE = 20;

function TyresTab({ onAddToCart }: { onAddToCart: AddToCart }) {
  const [params, setParams] = useSearchParams();
  const size = params.get('size') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const searchRef = useRef<InputRef>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const products = useProducts({ type: 'tyre', size: size || undefined, page, per_page: PER_PAGE });

  useEffect(() => {
    if (params.get('focus') === 'search') searchRef.current?.focus();
  }, [params]);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('focus');
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <>
      <form
        className="tyre-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('size') ?? '').trim();
          const parsed = value ? parseTyreSize(value) : null;
          if (value && !parsed) {
            setSizeError('Enter a tyre size such as 205/55R16 or 2055516');
            return;
          }
          setSizeError(null);
          update({ size: parsed ? formatTyreSize(parsed) : null, page: null });
        }}
      >
        <label htmlFor="tyre-size" className="tyre-search-label">
          Tyre size
        </label>
        <div className="tyre-search-row">
          <Input
            id="tyre-size"
            name="size"
            ref={searchRef}
            key={size}
            defaultValue={size}
            placeholder="e.g. 2055516 or 205/55R16"
            allowClear
            autoComplete="off"
            size="large"
            prefix={<SearchOutlined />}
            status={sizeError ? 'error' : undefined}
            aria-invalid={!!sizeError}
            aria-describedby={sizeError ? 'tyre-size-error' : undefined}
            onChange={() => setSizeError(null)}
          />
          <Button type="primary" htmlType="submit" size="large">
            Search
          </Button>
        </div>
        {sizeError && (
          <div id="tyre-size-error" role="alert" className="tyre-search-error">
            {sizeError}
          </div>
        )}
      </form>

      {products.isError ? (
        <Alert type="error" showIcon title="The tyre list could not be loaded." />
      ) : (
        <TyreResults
          products={products.data?.data ?? []}
          meta={products.data?.meta}
          loading={products.isFetching}
          onPage={(next) => update({ page: String(next) })}
          onAddToCart={onAddToCart}
        />
      )}
    </>
  );
}

/** The shop: one tab per product type, kept in the `tab` query parameter. */
export default function ShopPage({ onAddToCart }: { onAddToCart: AddToCart }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'tyres';

  return (
    <>
      <Typography.Title level={2} className="page-title">
        Shop
      </Typography.Title>
      <Card className="shop-card">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          items={TABS.map((t) => ({
            key: t.key,
            label: t.label,
            children:
              t.key === 'tyres' ? (
                <TyresTab onAddToCart={onAddToCart} />
              ) : (
                <Empty description={`${t.label} are coming to the online shop soon.`} />
              ),
          }))}
        />
      </Card>
    </>
  );
}
