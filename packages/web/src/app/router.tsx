import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { EmptyPage } from './empty-page.tsx';
import { RequireSession } from './require-session.tsx';
import { SESSION_KEYS } from '../lib/session-config.ts';

// One chunk per route: the login page must not load the layout, the shop or the cart.
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const AppLayout = lazy(() => import('./layout/app-layout.tsx'));
const HomePage = lazy(() => import('../features/home/home-page.tsx'));
const ShopRoute = lazy(() => import('./routes/shop-route.tsx'));
const OrdersRoute = lazy(() => import('./routes/orders-route.tsx'));
const ReturnsPage = lazy(() => import('../features/returns/returns-page.tsx'));
const ReturnPage = lazy(() => import('../features/returns/return-page.tsx'));
const ReturnRequestPage = lazy(() => import('../features/returns/return-request-page.tsx'));
const ListsRoute = lazy(() => import('./routes/lists-route.tsx'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page.tsx'));
const AccountPage = lazy(() => import('../features/account/account-page.tsx'));
const TeamPage = lazy(() => import('../features/team/team-page.tsx'));
const ApprovalsPage = lazy(() => import('../features/team/approvals-page.tsx'));
const InvitePage = lazy(() => import('../features/team/invite-page.tsx'));
const ClaimsPage = lazy(() => import('../features/warranty/claims-page.tsx'));
const ClaimPage = lazy(() => import('../features/warranty/claim-page.tsx'));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/password-reset-routes.tsx').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/password-reset-routes.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
);
// A shop's quote its customer opens from a link, signed out (decision 0050).
const PublicQuoteRoute = lazy(() => import('./routes/public-quote-route.tsx'));
const QuotesPage = lazy(() => import('../features/retail-quotes/quotes-page.tsx'));
// The supplier's back office: its own session, layout and routes in chunks of their own.
const StaffApp = lazy(() => import('../staff/app/staff-app.tsx'));

/**
 * The layout asks for its page's chunk only once it has rendered: one more round trip before the first
 * screen. When the app opens on a busy page with a session kept, both are asked for at once (decision 0056).
 */
function preloadFirstPage(pathname: string): void {
  const firstPages: Record<string, () => Promise<unknown>> = {
    '/home': () => import('../features/home/home-page.tsx'),
    '/shop': () => import('./routes/shop-route.tsx'),
    '/orders': () => import('./routes/orders-route.tsx'),
  };
  const load = firstPages[pathname];
  if (!load || !(sessionStorage.getItem(SESSION_KEYS.access) ?? localStorage.getItem(SESSION_KEYS.refresh)))
    return;
  void import('./layout/app-layout.tsx');
  void load();
}
preloadFirstPage(window.location.pathname);

const page = (node: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;

export const router = createBrowserRouter([
  { path: '/login', element: page(<LoginPage />) },
  { path: '/invite/:token', element: page(<InvitePage />) },
  { path: '/forgot-password', element: page(<ForgotPasswordRoute />) },
  { path: '/reset-password', element: page(<ResetPasswordRoute />) },
  { path: '/q/:token', element: page(<PublicQuoteRoute />) },
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: page(<AppLayout />),
        children: [
          { path: '/home', element: page(<HomePage />) },
          { path: '/shop', element: page(<ShopRoute />) },
          { path: '/orders', element: page(<OrdersRoute />) },
          { path: '/returns', element: page(<ReturnsPage />) },
          { path: '/returns/new', element: page(<ReturnRequestPage />) },
          { path: '/returns/:id', element: page(<ReturnPage />) },
          { path: '/lists', element: page(<ListsRoute />) },
          { path: '/checkout', element: page(<CheckoutPage />) },
          { path: '/account', element: page(<AccountPage />) },
          { path: '/team', element: page(<TeamPage />) },
          { path: '/approvals', element: page(<ApprovalsPage />) },
          { path: '/claims', element: page(<ClaimsPage />) },
          { path: '/claims/:id', element: page(<ClaimPage />) },
          { path: '/quotes', element: page(<QuotesPage />) },
        ],
      },
    ],
  },
  { path: '/staff/*', element: page(<StaffApp />) },
  { path: '*', element: <EmptyPage /> },
]);
