import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Modal, Skeleton, Space, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  staleAccountBody,
  type AccountInput,
  type StaffAccount,
} from '@tyreline/domain/contract/staff-accounts';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http.ts';
import { useAccountStatus, useEditAccount, useStaffAccount } from './api/staff-accounts-queries.ts';
import { ACCOUNT_FIELDS, AccountForm, parseAccountForm } from './account-form.tsx';
import { AccountContractPricesTab } from './account-contract-prices-tab.tsx';
import { AccountLedgerTab } from './account-ledger-tab.tsx';
import { AccountUsersTab } from './account-users-tab.tsx';
import { showServerErrors } from './schema-form.ts';
import { StaffMoney } from './staff-money.tsx';
import { ActiveTag } from './staff-tags.tsx';
import { LoadFailed } from './staff-query-ui.tsx';

const TABS = ['details', 'users', 'ledger', 'prices'] as const;
type Tab = (typeof TABS)[number];

/** A stale edit's message, or the error's own text. */
function conflictText(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const stale = error.status === 409 ? staleAccountBody.safeParse(error.body) : undefined;
  return stale?.success ? String(stale.data.message) : error.message;
}

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

  const submit = () => {
    const body = parseAccountForm(form);
    if (!body) return;
    onConflict(null);
    edit.mutate(
      { ...body, version: account.version },
      {
        onSuccess: ({ data }) => showSuccess(`Saved ${data.name}.`),
        onError: (error) => {
          if (!showServerErrors(form, ACCOUNT_FIELDS, error)) onConflict(conflictText(error));
        },
      },
    );
  };

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
  const status = useAccountStatus(id);
  const [params, setParams] = useSearchParams();
  const [conflict, setConflict] = useState<string | null>(null);
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'details';

  if (account.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (account.isError) return <LoadFailed what="This account" error={account.error} />;
  const current = account.data;

  const toggle = () => {
    const disabling = !current.disabled;
    Modal.confirm({
      title: disabling ? `Disable ${current.name}?` : `Enable ${current.name}?`,
      content: disabling
        ? 'Its users are refused at sign-in and on every call until the account is enabled again.'
        : 'Its users can sign in and order again.',
      okText: disabling ? 'Disable account' : 'Enable account',
      okButtonProps: { danger: disabling },
      cancelText: 'Back',
      onOk: () =>
        status
          .mutateAsync({ disabled: disabling, version: current.version })
          .then(({ data }) => showSuccess(`${data.name} is now ${data.disabled ? 'disabled' : 'enabled'}.`))
          .catch((error: unknown) => setConflict(conflictText(error))),
    });
  };

  return (
    <div className="staff-page" data-testid="staff-account">
      <div className="staff-order-head">
        <h1 className="staff-title">
          {current.name} <ActiveTag disabled={current.disabled} />
        </h1>
        <Space wrap>
          <Button danger={!current.disabled} onClick={toggle} loading={status.isPending}>
            {current.disabled ? 'Enable account…' : 'Disable account…'}
          </Button>
          <Link to="/staff/accounts">Back to accounts</Link>
        </Space>
      </div>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={conflict}
          closable={{ closeIcon: true, 'aria-label': 'Dismiss' }}
          onClose={() => setConflict(null)}
        />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }} className="staff-facts">
        <Descriptions.Item label="Account id">{current.id}</Descriptions.Item>
        <Descriptions.Item label="Department">{current.department_id}</Descriptions.Item>
        <Descriptions.Item label="Balance owed">
          <StaffMoney dollars={current.balance} />
        </Descriptions.Item>
        <Descriptions.Item label="Credit limit">
          <StaffMoney dollars={current.credit_limit} />
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
