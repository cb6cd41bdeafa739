import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin.tsx';
import { AccountNotice } from '../../features/account/account-notice.tsx';
import { CustomerViewBanner } from '../../components/customer-view-switch.tsx';
import { useAccount } from '../../features/account/api/get-account.ts';
import { parseLogo } from '../../features/account/logo.ts';
import { cartActions } from '../../features/cart/cart-store.ts';
import { useBindCart } from '../../features/cart/use-bind-cart.ts';
import { useCustomerView } from '../../lib/customer-view.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, usePublicConfig } from '../../lib/public-config.ts';
import { useIdleSignOut } from '../../lib/use-idle-sign-out.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { lazyAntd } from '../antd-island.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { CartDrawerIsland } from './cart-drawer-island.tsx';
import './app-layout.css';

const LeaveCustomerView = lazyAntd(() => import('../../components/leave-customer-view.tsx'));

/** The password dialog that ends customer view, loaded the first time someone asks to leave it. */
function LeaveCustomerViewIsland() {
  const asked = useLatch(useCustomerView((s) => s.leaving));
  return asked ? <LeaveCustomerView /> : null;
}

/**
 * The shared layout of every signed-in page: header, the account's notice, the page, footer and the cart
 * drawer. Plain markup with our own CSS, so a page's first screen needs no Ant Design (decision 0056): the
 * drawer and the dialogs load it when they first open, and a page drawn with it brings its own.
 */
export default function AppLayout() {
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
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppHeader accountName={account.data?.name} logoUrl={logo.imageUrl} />
      <AccountNotice text={logo.notice} />
      <CustomerViewBanner />
      <main className="app-content" id="main-content" tabIndex={-1}>
        <Suspense fallback={<FullPageSpin />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter supportPhone={config.data?.supportPhone} supportEmail={config.data?.supportEmail} />
      <CartDrawerIsland onNavigate={goTo} />
      <LeaveCustomerViewIsland />
    </div>
  );
}
