import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  USER_LABELS,
  customerUserInput,
  passwordReset,
  type CustomerUser,
} from '@tyreline/domain/contract/staff-accounts';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useAccountUsers } from './api/get-account-users.ts';
import { useCreateAccountUser } from './api/create-account-user.ts';
import { useResetAccountUserPassword } from './api/reset-account-user-password.ts';
import { useSetAccountUserStatus } from './api/set-account-user-status.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { ActiveTag } from '../components/staff-tags.tsx';

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
  const [form] = Form.useForm();
  const create = useCreateAccountUser(accountId);
  const reset = useResetAccountUserPassword(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || reset.isPending;

  const onError = (error: unknown) => {
    if (!showServerErrors(form, USER_FIELDS, error))
      setFailure(error instanceof ApiError ? error.message : String(error));
  };

  const submit = () => {
    setFailure(null);
    const values: unknown = form.getFieldsValue();
    if (user) {
      const body = parseForm(form, passwordReset, USER_FIELDS, values);
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
    const body = parseForm(form, customerUserInput, USER_FIELDS, values);
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
    <Modal
      open
      title={user ? `Reset password of ${user.username}` : 'New user'}
      okText={user ? 'Set password' : 'Create user'}
      okButtonProps={{ htmlType: 'submit', form: 'account-user', loading: pending }}
      cancelText="Back"
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="account-user"
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        {!user && (
          <>
            <Form.Item name="username" label={USER_LABELS.username} required extra="Their email address.">
              <Input inputMode="email" maxLength={254} autoComplete="off" autoFocus />
            </Form.Item>
            <Form.Item name="name" label={USER_LABELS.name}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="password"
          label={user ? 'New password' : USER_LABELS.password}
          required
          extra={`At least ${PASSWORD_MIN_LENGTH} characters. Tell the user by phone, never by email.`}
        >
          <Input.Password autoComplete="new-password" autoFocus={!!user} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}

/** The account's sign-ins: create one, reset a password, disable or enable one. */
export function AccountUsersTab({ accountId }: { accountId: number }) {
  const users = useAccountUsers(accountId);
  const status = useSetAccountUserStatus(accountId);
  const [dialog, setDialog] = useState<{ user: CustomerUser | null } | null>(null);

  return (
    <div className="staff-tab">
      <Space className="staff-tab-actions">
        <Button icon={<PlusOutlined />} onClick={() => setDialog({ user: null })}>
          New user
        </Button>
      </Space>
      <div className="staff-table-wrap">
        <Table<CustomerUser>
          className="staff-users-table"
          rowKey="id"
          size="middle"
          pagination={false}
          loading={users.isFetching}
          dataSource={users.data ?? []}
          columns={[
            { title: 'Username', dataIndex: 'username' },
            { title: 'Name', dataIndex: 'name' },
            { title: 'Created', dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
            {
              title: 'Status',
              dataIndex: 'disabled',
              render: (disabled: boolean) => <ActiveTag disabled={disabled} />,
            },
            {
              title: 'Actions',
              render: (_, user) => (
                <Space wrap>
                  <Button size="small" onClick={() => setDialog({ user })}>
                    Reset password…
                  </Button>
                  <Button
                    size="small"
                    danger={!user.disabled}
                    loading={status.isPending && status.variables?.userId === user.id}
                    aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`}
                    onClick={() =>
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
                </Space>
              ),
            },
          ]}
        />
      </div>
      {dialog && <UserDialog accountId={accountId} user={dialog.user} onClose={() => setDialog(null)} />}
    </div>
  );
}
