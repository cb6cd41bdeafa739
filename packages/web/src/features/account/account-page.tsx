import type { Account } from '@tyreline/domain/contract/account';
import { toCents } from '@tyreline/domain/money';
import { useAccount, useTeamMay } from './api/get-account.ts';
import { useBalance } from './api/get-balance.ts';
import { usePriceLimit } from './api/get-price-limit.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { parseLogo } from './logo.ts';
import { MailNoticesCard } from './mail-notices-card.tsx';
import { RetailSettingsForm } from './retail-settings-form.tsx';
import { QuoteSettingsForm } from './quote-settings-form.tsx';
import { StatementDownload } from './statement-download.tsx';
import { StatementsEmailCard } from './statements-email-card.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { DescriptionList } from '../../ui/description-list.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tag } from '../../ui/tag.tsx';
import './account-page.css';

function Details({ account }: { account: Account }) {
  const logo = parseLogo(account.logo);
  return (
    <div className="account-details">
      <div className="account-logo">
        {logo.imageUrl ? (
          <img src={logo.imageUrl} alt={`${account.name} logo`} />
        ) : (
          <span aria-hidden="true">{account.name.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <DescriptionList
        columns={2}
        className="account-facts"
        items={[
          { key: 'name', label: 'Business', children: account.name },
          { key: 'id', label: 'Account no.', children: account.id },
          { key: 'username', label: 'Username', children: account.username },
          { key: 'email', label: 'Email', children: account.email ?? '—' },
          { key: 'phone', label: 'Phone', children: account.phone ?? '—' },
          { key: 'department', label: 'Department', children: account.department_id },
        ]}
      />
    </div>
  );
}

function Credit({ account }: { account: Account }) {
  const balance = useBalance(account.id);
  const limitCents = toCents(account.credit_limit);
  return (
    <DescriptionList
      bordered
      className="account-credit"
      items={[
        {
          key: 'limit',
          label: 'Credit limit',
          children: (
            <span data-testid="account-credit-limit">
              <Money cents={limitCents} />
            </span>
          ),
        },
        {
          key: 'balance',
          label: 'Balance owed',
          children: (
            <>
              {balance.isPending && <Skeleton rows={1} />}
              {balance.isError && (
                <span className="account-inline-error">
                  Could not load.{' '}
                  <Button size="sm" variant="link" onPress={() => void balance.refetch()}>
                    Retry
                  </Button>
                </span>
              )}
              {balance.data !== undefined && <Money cents={toCents(balance.data)} />}
            </>
          ),
        },
        {
          key: 'available',
          label: 'Available credit',
          children:
            balance.data !== undefined ? (
              <strong>
                <Money cents={limitCents - toCents(balance.data)} />
              </strong>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

function PriceCredit({ account }: { account: Account }) {
  const limit = usePriceLimit(account.id);
  // Until the live figure arrives the account's own copy is shown.
  const current = limit.data ?? {
    get_price_switch: account.get_price_switch,
    remaining_searches: account.remaining_searches,
  };
  const on = current.get_price_switch === 1;
  return (
    <div className="account-price-credit" data-testid="price-credit">
      {on ? (
        <>
          <div className="account-big money">{current.remaining_searches}</div>
          <div>price lookups left</div>
          {current.remaining_searches <= 0 && (
            <Alert
              type="warning"
              title="No lookups left — call us to add credit."
              className="account-price-alert"
            />
          )}
        </>
      ) : (
        <>
          <Tag tone="success">Unlimited</Tag>
          <div>Your prices are not limited.</div>
        </>
      )}
    </div>
  );
}

/** Account management: the business's details and logo, its credit, its price-lookup credit, and the password. */
export default function AccountPage() {
  const account = useAccount();
  const setsSellPrices = useTeamMay('setSellPrices') === true;
  return (
    <>
      <PageHeading>Account Management</PageHeading>
      {account.isError && (
        <Alert
          type="error"
          title="Your account could not be loaded."
          action={<Button onPress={() => void account.refetch()}>Try again</Button>}
        />
      )}
      <div className="account-grid">
        <Card title="Business details" size="sm" className="account-card-wide">
          {account.data ? <Details account={account.data} /> : <Skeleton />}
        </Card>
        <Card title="Credit" size="sm">
          {account.data ? <Credit account={account.data} /> : <Skeleton />}
        </Card>
        <Card title="Price lookups" size="sm">
          {account.data ? <PriceCredit account={account.data} /> : <Skeleton />}
        </Card>
        <Card title="Statement" size="sm" className="account-card-wide">
          <StatementDownload />
        </Card>
        <StatementsEmailCard />
        {setsSellPrices && (
          <Card title="Sell prices (retail quotes)" size="sm">
            <RetailSettingsForm />
          </Card>
        )}
        {setsSellPrices && (
          <Card title="Your shop on quotes" size="sm">
            <QuoteSettingsForm />
          </Card>
        )}
        <MailNoticesCard />
        <Card title="Change password" size="sm" className="account-card-password">
          <ChangePasswordForm />
        </Card>
      </div>
    </>
  );
}
