import { useState } from 'react';
import { Button, Descriptions, Form, Skeleton, Space, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AccountInput, StaffAccount } from '@tyreline/domain/contract/staff-accounts';
import { toCents } from '@tyreline/domain/money';
import { useSetAccountStatus } from './api/set-account-status.ts';
import { useEditAccount } from './api/edit-account.ts';
import { useStaffAccount } from './api/get-staff-account.ts';
import { ACCOUNT_FIELDS, AccountForm, parseAccountForm } from './account-form.tsx';
import { AccountContractPricesTab } from './account-contract-prices-tab.tsx';
import { AccountLedgerTab } from './account-ledger-tab.tsx';
import { AccountUsersTab } from './account-users-tab.tsx';
import { RefusalAlert, confirmSwitch, versionedSubmit } from '../components/versioned-edit.tsx';
import { Money } from '../../components/money.tsx';
import { ActiveTag } from '../components/staff-tags.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';

const TABS = ['details', 'users', 'ledger', 'prices'] as const;
type Tab = (typeof TABS)[number];

/** The Details tab: the account's settings, saved with the version they were loaded at. */
function DetailsTab({
  account,
  onConflict,
}: {
  account: StaffAccount;
  onConflict: (text: string | null) => void;
}) {
  const [form] = Form.useForm<AccountInput>();
  const edit = useEditAccount(account.id);

  const submit = versionedSubmit({
    form,
    fields: ACCOUNT_FIELDS,
    parse: parseAccountForm,
    version: account.version,
    save: edit,
    onRefused: onConflict,
  });

  return (
    <>
      <AccountForm form={form} name="account-details" initialValues={account} onFinish={submit} />
      <Button type="primary" htmlType="submit" form="account-details" loading={edit.isPending}>
        Save changes
      </Button>
    </>
  );
}

/** One account: who it is, enable or disable it, and its details, users and ledger in tabs. */
export function StaffAccountPage() {
  const id = Number(useParams().id);
  const account = useStaffAccount(id);
  const status = useSetAccountStatus(id);
  const [params, setParams] = useSearchParams();
  const [conflict, setConflict] = useState<string | null>(null);
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'details';

  if (account.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (account.isError) return <LoadFailed what="This account" error={account.error} />;
  const current = account.data;

  const toggle = () => {
    const disabling = !current.disabled;
    confirmSwitch({
      title: disabling ? `Disable ${current.name}?` : `Enable ${current.name}?`,
      content: disabling
        ? 'Its users are refused at sign-in and on every call until the account is enabled again.'
        : 'Its users can sign in and order again.',
      okText: disabling ? 'Disable account' : 'Enable account',
      danger: disabling,
      send: () => status.mutateAsync({ disabled: disabling, version: current.version }),
      done: (saved) => `${saved.name} is now ${saved.disabled ? 'disabled' : 'enabled'}.`,
      onRefused: setConflict,
    });
  };

  return (
    <div className="staff-page" data-testid="staff-account">
      <div className="staff-order-head">
        <StaffHeading title={`${current.name} · Accounts`}>
          {current.name} <ActiveTag disabled={current.disabled} />
        </StaffHeading>
        <Space wrap>
          <Button danger={!current.disabled} onClick={toggle} loading={status.isPending}>
            {current.disabled ? 'Enable account…' : 'Disable account…'}
          </Button>
          <Link to="/staff/accounts">Back to accounts</Link>
        </Space>
      </div>
      <RefusalAlert text={conflict} onClose={() => setConflict(null)} />
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }} className="staff-facts">
        <Descriptions.Item label="Account id">{current.id}</Descriptions.Item>
        <Descriptions.Item label="Department">{current.department_id}</Descriptions.Item>
        <Descriptions.Item label="Balance owed">
          <Money cents={toCents(current.balance)} />
        </Descriptions.Item>
        <Descriptions.Item label="Credit limit">
          <Money cents={toCents(current.credit_limit)} />
        </Descriptions.Item>
      </Descriptions>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'details',
            label: 'Details',
            // Keyed by version: a save or someone else's change shows the account as it is now.
            children: <DetailsTab key={current.version} account={current} onConflict={setConflict} />,
          },
          { key: 'users', label: 'Users', children: <AccountUsersTab accountId={current.id} /> },
          { key: 'ledger', label: 'Ledger', children: <AccountLedgerTab account={current} /> },
          {
            key: 'prices',
            label: 'Contract prices',
            children: <AccountContractPricesTab accountId={current.id} />,
          },
        ]}
      />
    </div>
  );
}
