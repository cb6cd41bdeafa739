import { Alert, Button, Card, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { AuditEntry } from '@tyreline/domain/contract/staff';
import { ORDER_STATUS_LABELS, isOrderStatus } from '@tyreline/domain/enums';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { formatDateTime } from '../orders/format-date.ts';
import { useAudit } from './api/staff-queries.ts';
import { useUrlFilters } from './use-url-filters.ts';

const FILTERS = ['entity_type', 'entity_id', 'from', 'to', 'page'] as const;

const ACTION_LABELS: Record<string, string> = {
  'order.transition': 'Moved order',
  'order.cancel': 'Cancelled order',
};

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
      entry.entity_type === 'order' ? (
        <Link to={`/staff/orders/${entry.entity_id}`}>{entry.entity_label}</Link>
      ) : (
        entry.entity_label
      ),
  },
  { title: 'Change', render: (_, entry) => <Change entry={entry} /> },
];

/** Every staff write, newest first (administrators). */
export function AuditPage() {
  const { filters, update, clear } = useUrlFilters(FILTERS);
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
  const audit = useAudit(query);

  return (
    <div className="staff-page">
      <h1 className="staff-title">Audit log</h1>
      <Card size="small">
        <form
          className="staff-filters"
          role="search"
          aria-label="Filter the audit log"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="staff-filter">
            <label htmlFor="audit-type">Entity</label>
            <Select
              id="audit-type"
              value={filters.entity_type ?? null}
              placeholder="Anything"
              allowClear
              options={[
                { value: 'order', label: 'Orders' },
                { value: 'staff_user', label: 'Staff users' },
              ]}
              onChange={(value: string | null | undefined) => update({ entity_type: value ?? null })}
            />
          </div>
          <div className="staff-filter">
            <label htmlFor="audit-entity">Entity id</label>
            <Input.Search
              id="audit-entity"
              key={filters.entity_id ?? ''}
              defaultValue={filters.entity_id}
              inputMode="numeric"
              allowClear
              onSearch={(value) => update({ entity_id: value.replace(/\D/g, '') || null })}
            />
          </div>
          <div className="staff-filter">
            <label htmlFor="audit-from">From</label>
            <Input
              id="audit-from"
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => update({ from: e.target.value || null })}
            />
          </div>
          <div className="staff-filter">
            <label htmlFor="audit-to">To</label>
            <Input
              id="audit-to"
              type="date"
              value={filters.to ?? ''}
              onChange={(e) => update({ to: e.target.value || null })}
            />
          </div>
          <Button onClick={clear}>Clear filters</Button>
        </form>
      </Card>
      {audit.isError && (
        <Alert
          type="error"
          showIcon
          title="The audit log could not be loaded."
          description={audit.error.message}
        />
      )}
      <div className="staff-table-wrap">
        <Table<AuditEntry>
          className="staff-audit-table"
          rowKey="id"
          size="middle"
          loading={audit.isFetching}
          columns={columns}
          dataSource={audit.data?.data ?? []}
          pagination={{
            current: audit.data?.meta.page ?? 1,
            pageSize: audit.data?.meta.per_page ?? 20,
            total: audit.data?.meta.total ?? 0,
            showSizeChanger: false,
            onChange: (page) => update({ page }),
          }}
        />
      </div>
    </div>
  );
}
