import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { StaffUser } from '@tyreline/domain/contract/staff-users';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { showSuccess } from '../../lib/feedback.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useSetStaffUserStatus } from './api/set-staff-user-status.ts';
import { useStaffUsers } from './api/get-staff-users.ts';
import { useStaffWarehouses } from '../orders/api/get-staff-warehouses.ts';
import { StaffUserDialog, type StaffUserDialogMode } from './staff-user-dialog.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { ActiveTag } from '../components/staff-tags.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

/** The supplier's staff sign-ins (administrators): create one, change a name or role, reset, disable. */
export function StaffUsersPage() {
  const users = useStaffUsers();
  const me = useStaffMe();
  const status = useSetStaffUserStatus();
  const [dialog, setDialog] = useState<StaffUserDialogMode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const warehouses = useStaffWarehouses();
  const warehouseNames = new Map((warehouses.data ?? []).map((w) => [w.id, w.name]));

  const toggle = (user: StaffUser) => {
    const disabling = !user.disabled;
    setRefusal(null);
    Modal.confirm({
      title: disabling ? `Disable ${user.username}?` : `Enable ${user.username}?`,
      content: disabling
        ? 'They are signed out at once and refused at sign-in until enabled again.'
        : 'They can sign in again with their password.',
      okText: disabling ? 'Disable' : 'Enable',
      okButtonProps: { danger: disabling },
      cancelText: 'Back',
      onOk: () =>
        status
          .mutateAsync({ id: user.id, disabled: disabling, version: user.version })
          .then(({ data }) =>
            showSuccess(`${data.username} is now ${data.disabled ? 'disabled' : 'enabled'}.`),
          )
          .catch((error: unknown) => setRefusal(error instanceof Error ? error.message : String(error))),
    });
  };

  const columns: TableColumnsType<StaffUser> = [
    {
      title: 'Username',
      dataIndex: 'username',
      render: (username: string, user) => (
        <>
          {username} {user.id === me.data?.id && <Tag>You</Tag>}
        </>
      ),
    },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Role', dataIndex: 'role', render: (role: StaffUser['role']) => STAFF_ROLE_LABELS[role] },
    {
      title: 'Warehouses',
      dataIndex: 'warehouse_ids',
      render: (ids: number[]) =>
        ids.length === 0 ? 'All' : ids.map((id) => warehouseNames.get(id) ?? `#${id}`).join(', '),
    },
    {
      title: 'Status',
      dataIndex: 'disabled',
      render: (disabled: boolean) => <ActiveTag disabled={disabled} />,
    },
    {
      title: 'Created',
      dataIndex: 'created_at',
      render: (at: string) => formatDateTime(at),
      responsive: ['xl'],
    },
    {
      title: 'Actions',
      render: (_, user) => (
        <Space wrap>
          <Button
            size="small"
            aria-label={`Edit ${user.username}`}
            onClick={() => setDialog({ kind: 'edit', user })}
          >
            Edit…
          </Button>
          <Button
            size="small"
            aria-label={`Reset password of ${user.username}`}
            onClick={() => setDialog({ kind: 'password', user })}
          >
            Reset password…
          </Button>
          {/* Never one's own sign-in: the server refuses it too. */}
          {user.id !== me.data?.id && (
            <Button
              size="small"
              danger={!user.disabled}
              loading={status.isPending && status.variables?.id === user.id}
              aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
              onClick={() => toggle(user)}
            >
              {user.disabled ? 'Enable…' : 'Disable…'}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="staff-page" data-testid="staff-users">
      <div className="staff-order-head">
        <StaffHeading>Staff</StaffHeading>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
          New staff member
        </Button>
      </div>
      {refusal && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={refusal}
          closable={{ closeIcon: true, 'aria-label': 'Dismiss' }}
          onClose={() => setRefusal(null)}
        />
      )}
      {users.isError && <LoadFailed what="The staff list" error={users.error} />}
      <div className="staff-table-wrap">
        <Table<StaffUser>
          className="staff-users-list"
          rowKey="id"
          size="middle"
          pagination={false}
          loading={users.isFetching}
          columns={columns}
          dataSource={users.data ?? []}
        />
      </div>
      {dialog && (
        <StaffUserDialog
          mode={dialog}
          self={dialog.kind !== 'create' && dialog.user.id === me.data?.id}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
