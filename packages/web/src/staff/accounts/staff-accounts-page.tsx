import { useState } from 'react';
import { Alert, Button, Form, Modal, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { AccountInput, StaffAccountSummary } from '@tyreline/domain/contract/staff-accounts';
import { toCents } from '@tyreline/domain/money';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useCreateAccount } from './api/create-account.ts';
import { useStaffAccounts } from './api/get-staff-accounts.ts';
import { ACCOUNT_FIELDS, AccountForm, NEW_ACCOUNT, parseAccountForm } from './account-form.tsx';
import { showServerErrors } from '../../lib/form-errors.ts';
import { Money } from '../../components/money.tsx';
import { ActiveTag } from '../components/staff-tags.tsx';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';

const PARAMS = ['q', 'status', 'page'] as const;

const columns: TableColumnsType<StaffAccountSummary> = [
  {
    title: 'Account',
    dataIndex: 'name',
    render: (name: string, account) => <Link to={`/staff/accounts/${account.id}`}>{name}</Link>,
  },
  { title: 'Id', dataIndex: 'id', align: 'right', responsive: ['xl'] },
  { title: 'Department', dataIndex: 'department_id', align: 'right' },
  { title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '—', responsive: ['xl'] },
  { title: 'Users', dataIndex: 'user_count', align: 'right' },
  {
    title: 'Balance',
    dataIndex: 'balance',
    align: 'right',
    render: (v: number) => <Money cents={toCents(v)} />,
  },
  {
    title: 'Credit limit',
    dataIndex: 'credit_limit',
    align: 'right',
    render: (v: number) => <Money cents={toCents(v)} />,
  },
  {
    title: 'Status',
    dataIndex: 'disabled',
    render: (disabled: boolean) => <ActiveTag disabled={disabled} />,
  },
];

function NewAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AccountInput>();
  const create = useCreateAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = parseAccountForm(form);
    if (!body) return;
    create.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(`Created ${data.name}.`);
        onClose();
        void navigate(`/staff/accounts/${data.id}`);
      },
      onError: (error) => {
        if (!showServerErrors(form, ACCOUNT_FIELDS, error))
          setFailure(error instanceof ApiError ? error.message : String(error));
      },
    });
  };

  return (
    <Modal
      open={open}
      title="New account"
      okText="Create account"
      okButtonProps={{ htmlType: 'submit', form: 'new-account', loading: create.isPending }}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <AccountForm form={form} name="new-account" initialValues={NEW_ACCOUNT} onFinish={submit} />
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

const FILTERS: ListFilter[] = [
  {
    kind: 'search',
    name: 'q',
    id: 'accounts-q',
    label: 'Search',
    wide: true,
    placeholder: 'Name, email, phone, username or id',
  },
  {
    kind: 'select',
    name: 'status',
    id: 'accounts-status',
    label: 'Status',
    placeholder: 'Any status',
    options: STATUS_OPTIONS,
  },
];

/** Customer accounts: search by name, email, a user's username or id; open one; create one. */
export function StaffAccountsPage() {
  const [creating, setCreating] = useState(false);

  return (
    <>
      <StaffListPage<StaffAccountSummary>
        title="Accounts"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New account
          </Button>
        }
        params={PARAMS}
        filterLabel="Search accounts"
        filters={FILTERS}
        useList={useStaffAccounts}
        what="The accounts"
        tableClassName="staff-accounts-table"
        columns={columns}
      />
      <NewAccountDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
