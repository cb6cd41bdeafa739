import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
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
import { PageHeading } from '../../components/page-heading.tsx';
import './account-page.css';
import { Money } from '../../components/money.tsx';

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
      <Descriptions column={{ xs: 1, md: 2 }} size="small" className="account-facts">
        <Descriptions.Item label="Business">{account.name}</Descriptions.Item>
        <Descriptions.Item label="Account no.">{account.id}</Descriptions.Item>
        <Descriptions.Item label="Username">{account.username}</Descriptions.Item>
        <Descriptions.Item label="Email">{account.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Phone">{account.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Department">{account.department_id}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

function Credit({ account }: { account: Account }) {
  const balance = useBalance(account.id);
  const limitCents = toCents(account.credit_limit);
  return (
    <Descriptions column={1} size="small" bordered className="account-credit">
      <Descriptions.Item label="Credit limit">
        <span data-testid="account-credit-limit">
          <Money cents={limitCents} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="Balance owed">
        {balance.isPending && <Skeleton.Input active size="small" />}
        {balance.isError && (
          <span className="account-inline-error">
            Could not load.{' '}
            <Button size="small" type="link" onClick={() => void balance.refetch()}>
              Retry
            </Button>
          </span>
        )}
        {balance.data !== undefined && <Money cents={toCents(balance.data)} />}
      </Descriptions.Item>
      <Descriptions.Item label="Available credit">
        {balance.data !== undefined ? (
          <strong>
            <Money cents={limitCents - toCents(balance.data)} />
          </strong>
        ) : (
          '—'
        )}
      </Descriptions.Item>
    </Descriptions>
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
              showIcon
              title="No lookups left — call us to add credit."
              className="account-price-alert"
            />
          )}
        </>
      ) : (
        <>
          <Tag className="account-unlimited">Unlimited</Tag>
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
          showIcon
          title="Your account could not be loaded."
          action={<Button onClick={() => void account.refetch()}>Try again</Button>}
        />
      )}
      <div className="account-grid">
        <Card title="Business details" size="small" className="account-card-wide">
          {account.data ? <Details account={account.data} /> : <Skeleton active avatar />}
        </Card>
        <Card title="Credit" size="small">
          {account.data ? <Credit account={account.data} /> : <Skeleton active />}
        </Card>
        <Card title="Price lookups" size="small">
          {account.data ? <PriceCredit account={account.data} /> : <Skeleton active />}
        </Card>
        <Card title="Statement" size="small" className="account-card-wide">
          <StatementDownload />
        </Card>
        <StatementsEmailCard />
        {setsSellPrices && (
          <Card title="Sell prices (retail quotes)" size="small">
            <RetailSettingsForm />
          </Card>
        )}
        {setsSellPrices && (
          <Card title="Your shop on quotes" size="small">
            <QuoteSettingsForm />
          </Card>
        )}
        <MailNoticesCard />
        <Card title="Change password" size="small" className="account-card-password">
          <ChangePasswordForm />
        </Card>
      </div>
    </>
  );
}
