import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { StaffProductSummary } from '@tyreline/domain/contract/staff-catalogue';
import { toCents } from '@tyreline/domain/money';
import { useCatalogueOptions } from './api/get-catalogue-options.ts';
import { useStaffProducts } from './api/get-staff-products.ts';
import { Money } from '../../components/money.tsx';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { ToneTag } from '../components/staff-tags.tsx';

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
