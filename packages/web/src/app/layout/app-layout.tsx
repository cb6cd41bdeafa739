import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AccountNotice } from '../../features/account/account-notice.tsx';
import { useAccount } from '../../features/account/api/get-account.ts';
import { CustomerViewBanner } from '../../components/customer-view-switch.tsx';
import { parseLogo } from '../../features/account/logo.ts';
import { cartActions } from '../../features/cart/cart-store.ts';
import { useBindCart } from '../../features/cart/use-bind-cart.ts';
import { useCustomerView } from '../../lib/customer-view.ts';
import { DEFAULT_IDLE_TIMEOUT_MS } from '../../lib/public-config.ts';
import { useIdleSignOut } from '../../lib/use-idle-sign-out.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { FullPageSpinner } from '../../ui/spinner.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { CartDrawerIsland } from './cart-drawer-island.tsx';
import { useStartUp } from './use-start-up.ts';
import './app-layout.css';

const LeaveCustomerView = lazy(() => import('../../components/leave-customer-view.tsx'));

/** The password dialog that ends customer view, loaded the first time someone asks to leave it. */
function LeaveCustomerViewIsland() {
  const asked = useLatch(useCustomerView((s) => s.leaving));
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveCustomerView />
    </Suspense>
  );
}

/**
 * The shared layout of every signed-in page: header, the account's notice, the page, footer and the cart
 * drawer. Its account-dependent parts wait for the start-up answers together (useStartUp) and then draw in
 * one go; the page in the middle renders at once. The drawer and the dialogs load when first opened.
 */
export default function AppLayout() {
  const navigate = useNavigate();
  const startUp = useStartUp();
  const account = startUp.ready ? startUp.account : undefined;
  const config = startUp.ready ? startUp.config : undefined;
  const logo = parseLogo(account?.logo);
  // The notice's space is taken as soon as the account is known, before the page can draw beneath it (its
  // arrival then moves nothing); the rest of the account-dependent frame waits for all start-up answers.
  const notice = parseLogo(useAccount().data?.logo).notice;

  useBindCart(account);
  useIdleSignOut(startUp.ready ? (config?.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS) : undefined);

  const goTo = (path: string) => {
    cartActions.closeDrawer();
    void navigate(path);
  };

  return (
    // data-frame: index.html's static shell gives way once this is drawn.
    <div className="app-shell" data-frame>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppHeader account={account} logoUrl={logo.imageUrl} />
      <AccountNotice text={notice} />
      <CustomerViewBanner />
      <main className="app-content" id="main-content" tabIndex={-1}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter supportPhone={config?.supportPhone} supportEmail={config?.supportEmail} />
      <CartDrawerIsland onNavigate={goTo} />
      <LeaveCustomerViewIsland />
    </div>
  );
}
