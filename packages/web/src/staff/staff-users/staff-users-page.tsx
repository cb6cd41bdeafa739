import { useState } from 'react';
import type { StaffUser } from '@tyreline/domain/contract/staff-users';
import { STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { showSuccess } from '../../lib/feedback.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/form.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useSetStaffUserStatus } from './api/set-staff-user-status.ts';
import { useStaffUsers } from './api/get-staff-users.ts';
import { useStaffWarehouses } from '../orders/api/get-staff-warehouses.ts';
import { StaffUserDialog, type StaffUserDialogMode } from './staff-user-dialog.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
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

  const statusSwitch = (user: StaffUser) => {
    const disabling = !user.disabled;
    return (
      <ConfirmDialog
        trigger={
          <Button
            size="sm"
            danger={disabling}
            isPending={status.isPending && status.variables?.id === user.id}
            aria-label={`${disabling ? 'Disable' : 'Enable'} ${user.username}`}
            onPress={() => setRefusal(null)}
          >
            {disabling ? 'Disable…' : 'Enable…'}
          </Button>
        }
        title={disabling ? `Disable ${user.username}?` : `Enable ${user.username}?`}
        description={
          disabling
            ? 'They are signed out at once and refused at sign-in until enabled again.'
            : 'They can sign in again with their password.'
        }
        confirmLabel={disabling ? 'Disable' : 'Enable'}
        cancelLabel="Back"
        tone={disabling ? 'danger' : 'default'}
        onConfirm={() =>
          status
            .mutateAsync({ id: user.id, disabled: disabling, version: user.version })
            .then(({ data }) =>
              showSuccess(`${data.username} is now ${data.disabled ? 'disabled' : 'enabled'}.`),
            )
            .catch((error: unknown) => setRefusal(errorText(error)))
        }
      />
    );
  };

  const columns: DataColumn<StaffUser>[] = [
    {
      key: 'username',
      title: 'Username',
      render: (user) => (
        <>
          {user.username} {user.id === me.data?.id && <Tag>You</Tag>}
        </>
      ),
    },
    { key: 'name', title: 'Name', render: (user) => user.name },
    { key: 'role', title: 'Role', render: (user) => STAFF_ROLE_LABELS[user.role] },
    {
      key: 'warehouses',
      title: 'Warehouses',
      render: (user) =>
        user.warehouse_ids.length === 0
          ? 'All'
          : user.warehouse_ids.map((id) => warehouseNames.get(id) ?? `#${id}`).join(', '),
    },
    {
      key: 'status',
      title: 'Status',
      render: (user) =>
        user.disabled ? <Tag tone="danger">Disabled</Tag> : <Tag tone="success">Active</Tag>,
    },
    {
      key: 'created',
      title: 'Created',
      hideBelow: 1200,
      render: (user) => formatDateTime(user.created_at),
    },
    {
      key: 'actions',
      title: 'Actions',
      cardLabel: false,
      render: (user) => (
        <Inline gap="sm">
          <Button
            size="sm"
            aria-label={`Edit ${user.username}`}
            onPress={() => setDialog({ kind: 'edit', user })}
          >
            Edit…
          </Button>
          <Button
            size="sm"
            aria-label={`Reset password of ${user.username}`}
            onPress={() => setDialog({ kind: 'password', user })}
          >
            Reset password…
          </Button>
          {/* Never one's own sign-in: the server refuses it too. */}
          {user.id !== me.data?.id && statusSwitch(user)}
        </Inline>
      ),
    },
  ];

  return (
    <div className="staff-page" data-testid="staff-users">
      <Inline justify="between" gap="md">
        <StaffHeading>Staff</StaffHeading>
        <Button variant="primary" icon={<PlusIcon />} onPress={() => setDialog({ kind: 'create' })}>
          New staff member
        </Button>
      </Inline>
      {refusal && <Alert type="warning" title={refusal} onClose={() => setRefusal(null)} />}
      {users.isError && <LoadFailed what="The staff list" error={users.error} />}
      <DataTable<StaffUser>
        aria-label="Staff"
        className="staff-users-list"
        columns={columns}
        rows={users.data ?? []}
        rowKey={(user) => user.id}
        loading={users.isFetching}
      />
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
