import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin.tsx';
import { AccountNotice } from '../../features/account/account-notice.tsx';
import { CustomerViewBanner } from '../../components/customer-view-switch.tsx';
import { RetailQuoteButton } from '../../components/retail-quote-button.tsx';
import { useAccount } from '../../features/account/api/get-account.ts';
import { parseLogo } from '../../features/account/logo.ts';
import { CartDrawer } from '../../features/cart/cart-drawer.tsx';
import { cartActions } from '../../features/cart/cart-store.ts';
import { useBindCart } from '../../features/cart/use-bind-cart.ts';
import { SaveAsListButton } from '../../features/lists/save-as-list-button.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, usePublicConfig } from '../../lib/public-config.ts';
import { useIdleSignOut } from '../../lib/use-idle-sign-out.ts';
import { AntdProviders } from '../antd-providers.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import './app-layout.css';

/** The shared layout of every signed-in page: header, the account's notice, the page, footer and the cart drawer. */
export default function AppLayout() {
  return (
    <AntdProviders>
      <Shell />
    </AntdProviders>
  );
}

function Shell() {
  const navigate = useNavigate();
  const account = useAccount();
  const config = usePublicConfig();
  const logo = parseLogo(account.data?.logo);

  useBindCart(account.data);
  useIdleSignOut(config.isPending ? undefined : (config.data?.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS));

  const goTo = (path: string) => {
    cartActions.closeDrawer();
    void navigate(path);
  };

  return (
    <Layout className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppHeader accountName={account.data?.name} logoUrl={logo.imageUrl} />
      <AccountNotice text={logo.notice} />
      <CustomerViewBanner />
      <Layout.Content className="app-content" id="main-content" tabIndex={-1}>
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <AppFooter supportPhone={config.data?.supportPhone} supportEmail={config.data?.supportEmail} />
      <CartDrawer
        onCheckout={() => goTo('/checkout')}
        onBrowse={() => goTo('/shop?tab=tyres')}
        actions={(lines) => (
          <>
            <RetailQuoteButton
              size="small"
              lines={lines.map((line) => ({ product_id: line.data.id, qty: line.qty }))}
            />
            <SaveAsListButton
              items={lines.map((line) => ({ product_id: line.data.id, qty: line.qty }))}
              defaultName={`Cart ${formatDate(new Date().toISOString())}`}
              onOpenList={(id) => goTo(`/lists?list=${id}`)}
              buttonProps={{ type: 'link', size: 'small', icon: null }}
            />
          </>
        )}
      />
    </Layout>
  );
}
