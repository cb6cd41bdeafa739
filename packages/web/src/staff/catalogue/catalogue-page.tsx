import { Button, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { StaffProductSummary } from '@tyreline/domain/contract/staff-catalogue';
import { SearchFilter, SelectFilter } from '../../components/filter-fields.tsx';
import { useCatalogueOptions } from './api/get-catalogue-options.ts';
import { useStaffProducts } from './api/get-staff-products.ts';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { LoadFailed, StaffFilterBar, pagerOf } from '../components/staff-query-ui.tsx';
import { ToneTag } from '../components/staff-tags.tsx';
import { useUrlFilters } from '../components/use-url-filters.ts';

const FILTERS = ['q', 'size', 'type', 'brand_id', 'department_id', 'in_stock', 'status', 'page'] as const;

const TYPE_OPTIONS = [
  { value: 'tyre', label: 'Tyres' },
  { value: 'wheel', label: 'Wheels' },
  { value: 'accessory', label: 'Accessories' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
];
const STOCK_OPTIONS = [{ value: 'true', label: 'In stock' }];

export const ProductStatusTag = ({ active }: { active: boolean }) =>
  active ? <ToneTag tone="ok">Active</ToneTag> : <ToneTag tone="off">Deactivated</ToneTag>;

const columns: TableColumnsType<StaffProductSummary> = [
  {
    title: 'Product',
    dataIndex: 'name',
    render: (name: string, product) => <Link to={`/staff/catalogue/${product.id}`}>{name}</Link>,
  },
  { title: 'SKU', dataIndex: 'sku', responsive: ['xl'] },
  { title: 'Brand', dataIndex: 'brand', render: (brand: string | null) => brand ?? '—' },
  { title: 'Size', dataIndex: 'size', render: (size: string | null) => size ?? '—', responsive: ['lg'] },
  {
    title: 'List price',
    dataIndex: 'list_price',
    align: 'right',
    render: (v: number) => <Money cents={toCents(v)} />,
  },
  { title: 'Stock', dataIndex: 'stock', align: 'right' },
  { title: 'Status', dataIndex: 'active', render: (active: boolean) => <ProductStatusTag active={active} /> },
];

/** Every product of a department by the shop's filters, deactivated ones too, with exact stock. */
export function CataloguePage() {
  const { filters, query, update, clear } = useUrlFilters(FILTERS);
  const products = useStaffProducts(query);
  const options = useCatalogueOptions();
  const departments = options.data?.departments ?? [];

  return (
    <div className="staff-page">
      <h1 className="staff-title">Catalogue</h1>
      <StaffFilterBar label="Search products">
        <SearchFilter
          id="catalogue-q"
          label="Search"
          className="staff-filter staff-filter-search"
          value={filters.q}
          placeholder="Name, SKU or brand"
          onChange={(q) => update({ q })}
        />
        <SearchFilter
          id="catalogue-size"
          label="Tyre size"
          className="staff-filter"
          value={filters.size}
          placeholder="205/55R16"
          onChange={(size) => update({ size })}
        />
        <SelectFilter
          id="catalogue-department"
          label="Department"
          className="staff-filter"
          value={filters.department_id ?? (departments[0] && String(departments[0].id))}
          placeholder="Department"
          options={departments.map((d) => ({ value: String(d.id), label: `${d.id} · ${d.name}` }))}
          onChange={(department_id) => update({ department_id })}
        />
        <SelectFilter
          id="catalogue-type"
          label="Type"
          className="staff-filter"
          value={filters.type}
          placeholder="Any type"
          options={TYPE_OPTIONS}
          onChange={(type) => update({ type })}
        />
        <SelectFilter
          id="catalogue-brand"
          label="Brand"
          className="staff-filter"
          value={filters.brand_id}
          placeholder="Any brand"
          options={(options.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(brand_id) => update({ brand_id })}
        />
        <SelectFilter
          id="catalogue-stock"
          label="Stock"
          className="staff-filter"
          value={filters.in_stock}
          placeholder="Any stock"
          options={STOCK_OPTIONS}
          onChange={(in_stock) => update({ in_stock })}
        />
        <SelectFilter
          id="catalogue-status"
          label="Status"
          className="staff-filter"
          value={filters.status}
          placeholder="Any status"
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <Button onClick={clear}>Clear filters</Button>
      </StaffFilterBar>
      {products.isError && <LoadFailed what="The products" error={products.error} />}
      <div className="staff-table-wrap">
        <Table<StaffProductSummary>
          className="staff-catalogue-table"
          rowKey="id"
          size="middle"
          loading={products.isFetching}
          columns={columns}
          dataSource={products.data?.data ?? []}
          pagination={pagerOf(products.data?.meta, (page) => update({ page }))}
        />
      </div>
    </div>
  );
}
