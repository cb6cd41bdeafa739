import { Link } from 'react-router';
import type { AuditEntry } from '@tyreline/domain/contract/staff';
import { ACCOUNT_LABELS } from '@tyreline/domain/contract/staff-accounts';
import { CONTRACT_PRICE_LABELS, PRODUCT_LABELS } from '@tyreline/domain/contract/staff-catalogue';
import { formatAud, toCents } from '@tyreline/domain/money';
import { ORDER_STATUS_LABELS, isOrderStatus } from '@tyreline/domain/order-status';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { formatDateTime } from '../../lib/format-date.ts';
import type { DataColumn } from '../../ui/table.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useAudit } from './api/get-audit.ts';
import { useAuditStaff } from './api/get-audit-staff.ts';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';

const PARAMS = ['staff_id', 'entity_type', 'entity_id', 'from', 'to', 'page'] as const;

const ACTION_LABELS: Record<string, string> = {
  'order.transition': 'Moved order',
  'order.cancel': 'Cancelled order',
  'order.note': 'Added a note',
  'order.shipment': 'Dispatched part of order',
  'order.backorder_cancel': 'Cancelled backorder',
  'order.edit': 'Changed order lines',
  'return.approve': 'Approved return',
  'return.reject': 'Rejected return',
  'return.receive': 'Received return',
  'warranty_claim.approve': 'Approved warranty claim',
  'warranty_claim.adjust': 'Adjusted warranty claim',
  'warranty_claim.reject': 'Rejected warranty claim',
  'stock.transfer': 'Transferred stock',
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
  'mail.resend': 'Resent mail',
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
  copy_id: 'Copy sent as',
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
      {after?.status !== undefined && (
        <span>
          {statusLabel(before?.status)} → <strong>{statusLabel(after?.status)}</strong>
        </span>
      )}
      {typeof after?.tracking_reference === 'string' &&
        after.tracking_reference !== before?.tracking_reference && (
          <div>Carrier reference {after.tracking_reference}</div>
        )}
      {typeof after?.note === 'string' && <div className="audit-note">“{after.note}”</div>}
    </div>
  );
}

/** Where an entry's entity is shown in the back office, if anywhere. */
const ENTITY_PATHS: Record<string, string> = {
  order: '/staff/orders',
  account: '/staff/accounts',
  product: '/staff/catalogue',
  mail: '/staff/mail',
  return: '/staff/returns',
  warranty_claim: '/staff/claims',
};

const columns: DataColumn<AuditEntry>[] = [
  { key: 'at', title: 'When', render: (entry) => formatDateTime(entry.at) },
  {
    key: 'staff',
    title: 'Staff',
    render: (entry) => (
      <>
        {entry.staff.name} <Tag>{STAFF_ROLE_LABELS[entry.staff.role]}</Tag>
      </>
    ),
  },
  { key: 'action', title: 'Action', render: (entry) => ACTION_LABELS[entry.action] ?? entry.action },
  {
    key: 'entity',
    title: 'Entity',
    render: (entry) => {
      const path = ENTITY_PATHS[entry.entity_type];
      return path ? <Link to={`${path}/${entry.entity_id}`}>{entry.entity_label}</Link> : entry.entity_label;
    },
  },
  {
    key: 'change',
    title: 'Change',
    render: (entry) =>
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
  { value: 'mail', label: 'Mail' },
  { value: 'return', label: 'Returns' },
  { value: 'warranty_claim', label: 'Warranty claims' },
];

/** Every staff write, newest first (administrators). */
export function AuditPage() {
  const staff = useAuditStaff();
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'staff_id',
      id: 'audit-who',
      label: 'Who',
      placeholder: 'Anyone',
      options: (staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    },
    {
      kind: 'select',
      name: 'entity_type',
      id: 'audit-type',
      label: 'Entity',
      placeholder: 'Anything',
      options: ENTITY_OPTIONS,
    },
    {
      kind: 'search',
      name: 'entity_id',
      id: 'audit-entity',
      label: 'Entity id',
      inputMode: 'numeric',
      clean: (typed) => typed.replace(/\D/g, ''),
    },
    { kind: 'date', name: 'from', id: 'audit-from', label: 'From' },
    { kind: 'date', name: 'to', id: 'audit-to', label: 'To' },
  ];

  return (
    <StaffListPage<AuditEntry>
      title="Audit log"
      params={PARAMS}
      filterLabel="Filter the audit log"
      filters={filters}
      useList={useAudit}
      what="The audit log"
      tableClassName="staff-audit-table"
      columns={columns}
    />
  );
}
