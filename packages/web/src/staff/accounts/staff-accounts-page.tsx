import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AccountInput, StaffAccountSummary } from '@tyreline/domain/contract/staff-accounts';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormError, errorText } from '../../ui/form.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import type { DataColumn } from '../../ui/table.tsx';
import { StaffListPage, type ListFilter } from '../components/staff-list-page.tsx';
import { useCreateAccount } from './api/create-account.ts';
import { useStaffAccounts } from './api/get-staff-accounts.ts';
import { AccountForm, NEW_ACCOUNT, type ServerErrors } from './account-form.tsx';
import { ActiveTag } from './active-tag.tsx';

const PARAMS = ['q', 'status', 'page'] as const;

const columns: DataColumn<StaffAccountSummary>[] = [
  {
    key: 'name',
    title: 'Account',
    render: (account) => <Link to={`/staff/accounts/${account.id}`}>{account.name}</Link>,
  },
  { key: 'id', title: 'Id', align: 'right', hideBelow: 1200, render: (account) => account.id },
  { key: 'department', title: 'Department', align: 'right', render: (account) => account.department_id },
  { key: 'email', title: 'Email', hideBelow: 1200, render: (account) => account.email ?? '—' },
  { key: 'users', title: 'Users', align: 'right', render: (account) => account.user_count },
  {
    key: 'balance',
    title: 'Balance',
    align: 'right',
    render: (account) => <Money cents={toCents(account.balance)} />,
  },
  {
    key: 'credit_limit',
    title: 'Credit limit',
    align: 'right',
    render: (account) => <Money cents={toCents(account.credit_limit)} />,
  },
  { key: 'status', title: 'Status', render: (account) => <ActiveTag disabled={account.disabled} /> },
];

function NewAccountDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (body: AccountInput, errors: ServerErrors) => {
    setFailure(null);
    create.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(`Created ${data.name}.`);
        onClose();
        void navigate(`/staff/accounts/${data.id}`);
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="New account"
      size="lg"
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button type="submit" form="new-account" variant="primary" isPending={create.isPending}>
            Create account
          </Button>
        </>
      }
    >
      <AccountForm id="new-account" initialValues={NEW_ACCOUNT} onSubmit={submit} />
      {failure && <FormError>{failure}</FormError>}
    </Dialog>
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
          <Button variant="primary" icon={<PlusIcon />} onPress={() => setCreating(true)}>
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
      {creating && <NewAccountDialog onClose={() => setCreating(false)} />}
    </>
  );
}
