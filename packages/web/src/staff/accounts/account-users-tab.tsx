import { useState } from 'react';
import {
  USER_LABELS,
  customerUserInput,
  passwordReset,
  type CustomerUser,
} from '@tyreline/domain/contract/staff-accounts';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import { showSuccess } from '../../lib/feedback.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAccountUsers } from './api/get-account-users.ts';
import { useCreateAccountUser } from './api/create-account-user.ts';
import { useResetAccountUserPassword } from './api/reset-account-user-password.ts';
import { useSetAccountUserStatus } from './api/set-account-user-status.ts';
import { ActiveTag } from './active-tag.tsx';

const USER_FIELDS = ['username', 'name', 'password'] as const;

/** A new user (no `user`) or a new password for one, in one dialog with the schema the server checks. */
function UserDialog({
  accountId,
  user,
  onClose,
}: {
  accountId: number;
  user: CustomerUser | null;
  onClose: () => void;
}) {
  const errors = useFormErrors(USER_FIELDS);
  const create = useCreateAccountUser(accountId);
  const reset = useResetAccountUserPassword(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || reset.isPending;

  const onError = (error: unknown) => {
    if (!errors.fromServer(error)) setFailure(errorText(error));
  };

  const submit = (values: FormValues) => {
    setFailure(null);
    if (user) {
      const body = errors.parse(passwordReset, values);
      if (body)
        reset.mutate(
          { userId: user.id, password: body.password },
          {
            onSuccess: () => {
              showSuccess(`New password set for ${user.username}; their sessions have ended.`);
              onClose();
            },
            onError,
          },
        );
      return;
    }
    const body = errors.parse(customerUserInput, values);
    if (body)
      create.mutate(body, {
        onSuccess: ({ data }) => {
          showSuccess(`Created ${data.username}.`);
          onClose();
        },
        onError,
      });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Reset password of ${user.username}` : 'New user'}
      footer={
        <>
          <Button onPress={onClose}>Back</Button>
          <Button type="submit" form="account-user" variant="primary" isPending={pending}>
            {user ? 'Set password' : 'Create user'}
          </Button>
        </>
      }
    >
      <Form id="account-user" onSubmit={submit} {...errors.formProps}>
        {!user && (
          <>
            <TextField
              name="username"
              label={USER_LABELS.username}
              isRequired
              description="Their email address."
              inputMode="email"
              maxLength={254}
              autoComplete="off"
              autoFocus
            />
            <TextField name="name" label={USER_LABELS.name} maxLength={200} autoComplete="off" />
          </>
        )}
        <TextField
          name="password"
          type="password"
          label={user ? 'New password' : USER_LABELS.password}
          isRequired
          description={`At least ${PASSWORD_MIN_LENGTH} characters. Tell the user by phone, never by email.`}
          autoComplete="new-password"
          autoFocus={!!user}
        />
        {failure && <FormError>{failure}</FormError>}
      </Form>
    </Dialog>
  );
}

/** The account's sign-ins: create one, reset a password, disable or enable one. */
export function AccountUsersTab({ accountId }: { accountId: number }) {
  const users = useAccountUsers(accountId);
  const status = useSetAccountUserStatus(accountId);
  const [dialog, setDialog] = useState<{ user: CustomerUser | null } | null>(null);

  const columns: DataColumn<CustomerUser>[] = [
    { key: 'username', title: 'Username', render: (user) => user.username },
    { key: 'name', title: 'Name', render: (user) => user.name },
    { key: 'created', title: 'Created', render: (user) => formatDateTime(user.created_at) },
    { key: 'status', title: 'Status', render: (user) => <ActiveTag disabled={user.disabled} /> },
    {
      key: 'actions',
      title: 'Actions',
      cardLabel: false,
      render: (user) => (
        <Inline gap="sm">
          <Button size="sm" onPress={() => setDialog({ user })}>
            Reset password…
          </Button>
          <Button
            size="sm"
            danger={!user.disabled}
            isPending={status.isPending && status.variables?.userId === user.id}
            aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
            onPress={() =>
              status.mutate(
                { userId: user.id, disabled: !user.disabled },
                {
                  onSuccess: ({ data }) =>
                    showSuccess(`${data.username} is now ${data.disabled ? 'disabled' : 'enabled'}.`),
                },
              )
            }
          >
            {user.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <div className="staff-tab">
      <Inline>
        <Button icon={<PlusIcon />} onPress={() => setDialog({ user: null })}>
          New user
        </Button>
      </Inline>
      <DataTable<CustomerUser>
        aria-label="Users"
        className="staff-users-table"
        columns={columns}
        rows={users.data ?? []}
        rowKey={(user) => user.id}
        loading={users.isFetching}
      />
      {dialog && <UserDialog accountId={accountId} user={dialog.user} onClose={() => setDialog(null)} />}
    </div>
  );
}
