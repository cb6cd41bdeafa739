import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { AuditEntry } from '@tyreline/domain/contract/staff';
import { ACCOUNT_LABELS } from '@tyreline/domain/contract/staff-accounts';
import { CONTRACT_PRICE_LABELS, PRODUCT_LABELS } from '@tyreline/domain/contract/staff-catalogue';
import { formatAud, toCents } from '@tyreline/domain/money';
import { ORDER_STATUS_LABELS, isOrderStatus } from '@tyreline/domain/enums';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { DateFilter, SearchFilter, SelectFilter } from '../../components/filter-fields.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useAudit } from './api/get-audit.ts';
import { useAuditStaff } from './api/get-audit-staff.ts';
import { useUrlFilters } from '../components/use-url-filters.ts';
import { LoadFailed, StaffFilterBar, pagerOf } from '../components/staff-query-ui.tsx';

const FILTERS = ['staff_id', 'entity_type', 'entity_id', 'from', 'to', 'page'] as const;

const ACTION_LABELS: Record<string, string> = {
  'order.transition': 'Moved order',
  'order.cancel': 'Cancelled order',
  'account.create': 'Created account',
  'account.update': 'Changed account',
  'account.disable': 'Disabled account',
  'account.enable': 'Enabled account',
  'account.payment': 'Recorded payment',
  'customer_user.create': 'Created user',
  'customer_user.reset_password': 'Reset password',
  'customer_user.disable': 'Disabled user',
  'customer_user.enable': 'Enabled user',
  'catalogue.import': 'Imported CSV',
  'staff_user.create': 'Created staff member',
  'staff_user.update': 'Changed staff member',
  'staff_user.disable': 'Disabled staff member',
  'staff_user.enable': 'Enabled staff member',
  'staff_user.reset_password': 'Reset staff password',
  'product.update': 'Changed product',
  'product.deactivate': 'Deactivated product',
  'product.reactivate': 'Reactivated product',
  'stock.adjust': 'Set stock level',
  'contract_price.set': 'Set contract price',
  'contract_price.remove': 'Removed contract price',
};

const FIELD_LABELS: Record<string, string> = {
  ...PRODUCT_LABELS,
  ...CONTRACT_PRICE_LABELS,
  ...ACCOUNT_LABELS,
  active: 'Active',
  quantity: 'Stock level',
  warehouse_id: 'Warehouse',
  reason: 'Reason',
  disabled: 'Disabled',
  balance: 'Balance owed',
  payment: 'Payment',
  reference: 'Reference',
  username: 'Username',
  password_changed_at: 'Password changed',
  role: 'Role',
  password: 'Password',
};
const MONEY_FIELDS = new Set([
  'credit_limit',
  'balance',
  'payment',
  'list_price',
  'best_price',
  'special_price',
]);
const HIDDEN_FIELDS = new Set(['version', 'account_id', 'movement_id', 'product_id']);

const shown = (field: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatAud(toCents(value));
  if (field === 'discount') return `${String(value)} %`;
  if (field === 'password_changed_at' && typeof value === 'string') return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
};

/** The fields an account or user change touched, each before → after (all of them for a creation). */
function FieldChanges({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const created = entry.before === null;
  const fields = Object.keys({ ...before, ...after }).filter(
    (field) =>
      !HIDDEN_FIELDS.has(field) &&
      (created ? after[field] !== null : JSON.stringify(before[field]) !== JSON.stringify(after[field])),
  );
  return (
    <ul className="audit-change audit-fields">
      {fields.map((field) => (
        <li key={field}>
          {FIELD_LABELS[field] ?? field}:{' '}
          {!created && field in before && <>{shown(field, before[field])} → </>}
          <strong>{shown(field, after[field])}</strong>
        </li>
      ))}
    </ul>
  );
}

type Snapshot = { status?: unknown; tracking_reference?: unknown; note?: unknown } | null;

const statusLabel = (value: unknown) =>
  isOrderStatus(value) ? ORDER_STATUS_LABELS[value] : String(value ?? '—');

/** What changed, in words: the status before → after, and the carrier reference or note given with it. */
function Change({ entry }: { entry: AuditEntry }) {
  const before = entry.before as Snapshot;
  const after = entry.after as Snapshot;
  return (
    <div className="audit-change">
      <span>
        {statusLabel(before?.status)} → <strong>{statusLabel(after?.status)}</strong>
      </span>
      {typeof after?.tracking_reference === 'string' &&
        after.tracking_reference !== before?.tracking_reference && (
          <div>Carrier reference {after.tracking_reference}</div>
        )}
      {typeof after?.note === 'string' && <div className="audit-note">“{after.note}”</div>}
    </div>
  );
}

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  {
    title: 'Staff',
    render: (_, entry) => (
      <>
        {entry.staff.name} <Tag>{STAFF_ROLE_LABELS[entry.staff.role]}</Tag>
      </>
    ),
  },
  { title: 'Action', dataIndex: 'action', render: (action: string) => ACTION_LABELS[action] ?? action },
  {
    title: 'Entity',
    render: (_, entry) =>
      entry.entity_type === 'order' || entry.entity_type === 'account' ? (
        <Link to={`/staff/${entry.entity_type}s/${entry.entity_id}`}>{entry.entity_label}</Link>
      ) : entry.entity_type === 'product' ? (
        <Link to={`/staff/catalogue/${entry.entity_id}`}>{entry.entity_label}</Link>
      ) : (
        entry.entity_label
      ),
  },
  {
    title: 'Change',
    render: (_, entry) =>
      entry.entity_type === 'order' ? <Change entry={entry} /> : <FieldChanges entry={entry} />,
  },
];

const ENTITY_OPTIONS = [
  { value: 'order', label: 'Orders' },
  { value: 'account', label: 'Accounts' },
  { value: 'customer_user', label: 'Customer users' },
  { value: 'staff_user', label: 'Staff users' },
  { value: 'import', label: 'Imports' },
  { value: 'product', label: 'Products' },
];

/** Every staff write, newest first (administrators). */
export function AuditPage() {
  const { filters, update, clear } = useUrlFilters(FILTERS);
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  const audit = useAudit(query);
  const staff = useAuditStaff();

  return (
    <div className="staff-page">
      <h1 className="staff-title">Audit log</h1>
      <StaffFilterBar label="Filter the audit log">
        <SelectFilter
          id="audit-who"
          label="Who"
          className="staff-filter"
          selectClassName="audit-who"
          value={filters.staff_id}
          placeholder="Anyone"
          options={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(staff_id) => update({ staff_id })}
        />
        <SelectFilter
          id="audit-type"
          label="Entity"
          className="staff-filter"
          value={filters.entity_type}
          placeholder="Anything"
          options={ENTITY_OPTIONS}
          onChange={(entity_type) => update({ entity_type })}
        />
        <SearchFilter
          id="audit-entity"
          label="Entity id"
          className="staff-filter"
          value={filters.entity_id}
          inputMode="numeric"
          clean={(typed) => typed.replace(/\D/g, '')}
          onChange={(entity_id) => update({ entity_id })}
        />
        <DateFilter
          id="audit-from"
          label="From"
          className="staff-filter"
          value={filters.from}
          onChange={(from) => update({ from })}
        />
        <DateFilter
          id="audit-to"
          label="To"
          className="staff-filter"
          value={filters.to}
          onChange={(to) => update({ to })}
        />
        <Button onClick={clear}>Clear filters</Button>
      </StaffFilterBar>
      {audit.isError && <LoadFailed what="The audit log" error={audit.error} />}
      <div className="staff-table-wrap">
        <Table<AuditEntry>
          className="staff-audit-table"
          rowKey="id"
          size="middle"
          loading={audit.isFetching}
          columns={columns}
          dataSource={audit.data?.data ?? []}
          pagination={pagerOf(audit.data?.meta, (page) => update({ page }))}
        />
      </div>
    </div>
  );
}
