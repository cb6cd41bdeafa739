import { Link } from 'react-router';
import type { StaffProductSummary } from '@tyreline/domain/contract/staff-catalogue';
import { toCents } from '@tyreline/domain/money';
import { useCatalogueOptions } from './api/get-catalogue-options.ts';
import { useStaffProducts } from './api/get-staff-products.ts';
import { Money } from '../../components/money.tsx';
import type { DataColumn } from '../../ui/table.tsx';
import { Tag } from '../../ui/tag.tsx';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';

const PARAMS = ['q', 'size', 'type', 'brand_id', 'department_id', 'in_stock', 'status', 'page'] as const;

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
  active ? <Tag tone="success">Active</Tag> : <Tag tone="danger">Deactivated</Tag>;

const columns: DataColumn<StaffProductSummary>[] = [
  {
    key: 'name',
    title: 'Product',
    render: (product) => <Link to={`/staff/catalogue/${product.id}`}>{product.name}</Link>,
  },
  { key: 'sku', title: 'SKU', hideBelow: 1200, render: (product) => product.sku },
  { key: 'brand', title: 'Brand', render: (product) => product.brand ?? '—' },
  { key: 'size', title: 'Size', hideBelow: 992, render: (product) => product.size ?? '—' },
  {
    key: 'list_price',
    title: 'List price',
    align: 'right',
    render: (product) => <Money cents={toCents(product.list_price)} />,
  },
  { key: 'stock', title: 'Stock', align: 'right', render: (product) => product.stock },
  { key: 'status', title: 'Status', render: (product) => <ProductStatusTag active={product.active} /> },
];

/** Every product of a department by the shop's filters, deactivated ones too, with exact stock. */
export function CataloguePage() {
  const options = useCatalogueOptions();
  const departments = options.data?.departments ?? [];

  const filters: ListFilter[] = [
    {
      kind: 'search',
      name: 'q',
      id: 'catalogue-q',
      label: 'Search',
      wide: true,
      placeholder: 'Name, SKU or brand',
    },
    { kind: 'search', name: 'size', id: 'catalogue-size', label: 'Tyre size', placeholder: '205/55R16' },
    {
      kind: 'select',
      name: 'department_id',
      id: 'catalogue-department',
      label: 'Department',
      placeholder: 'Department',
      fallback: departments[0] && String(departments[0].id),
      options: departments.map((d) => ({ value: String(d.id), label: `${d.id} · ${d.name}` })),
    },
    {
      kind: 'select',
      name: 'type',
      id: 'catalogue-type',
      label: 'Type',
      placeholder: 'Any type',
      options: TYPE_OPTIONS,
    },
    {
      kind: 'select',
      name: 'brand_id',
      id: 'catalogue-brand',
      label: 'Brand',
      placeholder: 'Any brand',
      options: (options.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    },
    {
      kind: 'select',
      name: 'in_stock',
      id: 'catalogue-stock',
      label: 'Stock',
      placeholder: 'Any stock',
      options: STOCK_OPTIONS,
    },
    {
      kind: 'select',
      name: 'status',
      id: 'catalogue-status',
      label: 'Status',
      placeholder: 'Any status',
      options: STATUS_OPTIONS,
    },
  ];

  return (
    <StaffListPage<StaffProductSummary>
      title="Catalogue"
      params={PARAMS}
      filterLabel="Search products"
      filters={filters}
      useList={useStaffProducts}
      what="The products"
      tableClassName="staff-catalogue-table"
      columns={columns}
    />
  );
}
