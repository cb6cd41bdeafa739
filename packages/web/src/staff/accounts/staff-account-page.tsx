import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { StaffAccount } from '@tyreline/domain/contract/staff-accounts';
import { toCents } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { Button } from '../../ui/button.tsx';
import { DescriptionList } from '../../ui/description-list.tsx';
import { FormActions } from '../../ui/form.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { ConfirmSwitch, RefusalAlert, saveVersioned } from '../components/versioned-edit.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { useSetAccountStatus } from './api/set-account-status.ts';
import { useEditAccount } from './api/edit-account.ts';
import { useStaffAccount } from './api/get-staff-account.ts';
import { AccountForm } from './account-form.tsx';
import { AccountContractPricesTab } from './account-contract-prices-tab.tsx';
import { AccountLedgerTab } from './account-ledger-tab.tsx';
import { AccountUsersTab } from './account-users-tab.tsx';
import { ActiveTag } from './active-tag.tsx';

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
  const edit = useEditAccount(account.id);
  return (
    <Stack gap="md">
      {/* Keyed by version: a save or someone else's change shows the account as it is now. The button stays,
          so what it announced while pending still names it. */}
      <AccountForm
        key={account.version}
        id="account-details"
        initialValues={account}
        onSubmit={(body, errors) =>
          saveVersioned({ body, version: account.version, save: edit, errors, onRefused: onConflict })
        }
      />
      <FormActions>
        <Button type="submit" form="account-details" variant="primary" isPending={edit.isPending}>
          Save changes
        </Button>
      </FormActions>
    </Stack>
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

  if (account.isPending) return <Skeleton rows={10} />;
  if (account.isError) return <LoadFailed what="This account" error={account.error} />;
  const current = account.data;
  const disabling = !current.disabled;

  return (
    <div className="staff-page" data-testid="staff-account">
      <Inline justify="between" gap="md">
        <StaffHeading title={`${current.name} · Accounts`}>
          {current.name} <ActiveTag disabled={current.disabled} />
        </StaffHeading>
        <Inline gap="sm">
          <ConfirmSwitch
            trigger={
              <Button danger={disabling} isPending={status.isPending}>
                {disabling ? 'Disable account…' : 'Enable account…'}
              </Button>
            }
            title={disabling ? `Disable ${current.name}?` : `Enable ${current.name}?`}
            description={
              disabling
                ? 'Its users are refused at sign-in and on every call until the account is enabled again.'
                : 'Its users can sign in and order again.'
            }
            confirmLabel={disabling ? 'Disable account' : 'Enable account'}
            danger={disabling}
            send={() => status.mutateAsync({ disabled: disabling, version: current.version })}
            done={(saved) => `${saved.name} is now ${saved.disabled ? 'disabled' : 'enabled'}.`}
            onRefused={setConflict}
          />
          <Link to="/staff/accounts">Back to accounts</Link>
        </Inline>
      </Inline>
      <RefusalAlert text={conflict} onClose={() => setConflict(null)} />
      <DescriptionList
        bordered
        columns={2}
        className="staff-facts"
        items={[
          { key: 'id', label: 'Account id', children: current.id },
          { key: 'department', label: 'Department', children: current.department_id },
          { key: 'balance', label: 'Balance owed', children: <Money cents={toCents(current.balance)} /> },
          {
            key: 'credit_limit',
            label: 'Credit limit',
            children: <Money cents={toCents(current.credit_limit)} />,
          },
        ]}
      />
      <Tabs
        aria-label="Account"
        selectedKey={tab}
        onSelectionChange={(key) =>
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
            id: 'details',
            label: 'Details',
            content: <DetailsTab account={current} onConflict={setConflict} />,
          },
          { id: 'users', label: 'Users', content: <AccountUsersTab accountId={current.id} /> },
          { id: 'ledger', label: 'Ledger', content: <AccountLedgerTab account={current} /> },
          {
            id: 'prices',
            label: 'Contract prices',
            content: <AccountContractPricesTab accountId={current.id} />,
          },
        ]}
      />
    </div>
  );
}
