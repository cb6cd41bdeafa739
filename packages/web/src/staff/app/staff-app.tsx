import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../../ui/spinner.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { StaffLayout } from './staff-layout.tsx';
import { StaffOrdersPage } from '../orders/staff-orders-page.tsx';
import { restoreStaffSession, useStaffSession } from '../session/staff-session.ts';
import './staff.css';

/**
 * A back-office page loaded when first opened: its module is asked for as soon as the route renders. The
 * frame and the order queue are in the app's own chunk, so the warehouse's first screen waits for no other.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}

const StaffLoginPage = lazyPage(() => import('./staff-login-page.tsx').then((m) => m.StaffLoginPage));
const StaffForgotPasswordPage = lazyPage(() =>
  import('./staff-password-reset-pages.tsx').then((m) => m.StaffForgotPasswordPage),
);
const StaffResetPasswordPage = lazyPage(() =>
  import('./staff-password-reset-pages.tsx').then((m) => m.StaffResetPasswordPage),
);
const StaffDashboardPage = lazyPage(() =>
  import('../dashboard/staff-dashboard-page.tsx').then((m) => m.StaffDashboardPage),
);
const StaffOrderPage = lazyPage(() => import('../orders/staff-order-page.tsx').then((m) => m.StaffOrderPage));
const PickListPage = lazyPage(() => import('../orders/pick-list-page.tsx').then((m) => m.PickListPage));
const StaffAccountsPage = lazyPage(() =>
  import('../accounts/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage),
);
const StaffAccountPage = lazyPage(() =>
  import('../accounts/staff-account-page.tsx').then((m) => m.StaffAccountPage),
);
const CataloguePage = lazyPage(() => import('../catalogue/catalogue-page.tsx').then((m) => m.CataloguePage));
const StaffProductPage = lazyPage(() =>
  import('../catalogue/staff-product-page.tsx').then((m) => m.StaffProductPage),
);
const ImportPage = lazyPage(() => import('../imports/import-page.tsx').then((m) => m.ImportPage));
const AuditPage = lazyPage(() => import('../audit/audit-page.tsx').then((m) => m.AuditPage));
const MailPage = lazyPage(() => import('../mail/mail-page.tsx').then((m) => m.MailPage));
const MailMessagePage = lazyPage(() =>
  import('../mail/mail-message-page.tsx').then((m) => m.MailMessagePage),
);
const StaffReturnsPage = lazyPage(() =>
  import('../returns/staff-returns-page.tsx').then((m) => m.StaffReturnsPage),
);
const StaffReturnPage = lazyPage(() =>
  import('../returns/staff-return-page.tsx').then((m) => m.StaffReturnPage),
);
const StaffUsersPage = lazyPage(() =>
  import('../staff-users/staff-users-page.tsx').then((m) => m.StaffUsersPage),
);
const StaffClaimsPage = lazyPage(() => import('../warranty/claims-page.tsx').then((m) => m.StaffClaimsPage));
const StaffClaimPage = lazyPage(() => import('../warranty/claim-page.tsx').then((m) => m.StaffClaimPage));

function RequireStaff() {
  const status = useStaffSession((s) => s.status);
  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'signedOut') return <Navigate to="/staff/login" replace />;
  return <Outlet />;
}

/**
 * The supplier's back office at /staff: its own session, layout and routes, loaded only when visited; every
 * page but the order queue is a chunk of its own (`lazyPage`).
 */
export default function StaffApp() {
  const status = useStaffSession((s) => s.status);
  useEffect(() => {
    void restoreStaffSession();
  }, []);
  useEffect(() => {
    // A staff sign-out forgets everything the back office fetched.
    if (status === 'signedOut') queryClient.removeQueries({ queryKey: ['staff'] });
  }, [status]);

  return (
    <Routes>
      <Route path="login" element={<StaffLoginPage />} />
      <Route path="forgot-password" element={<StaffForgotPasswordPage />} />
      <Route path="reset-password" element={<StaffResetPasswordPage />} />
      <Route element={<RequireStaff />}>
        <Route element={<StaffLayout />}>
          <Route index element={<StaffDashboardPage />} />
          <Route path="orders" element={<StaffOrdersPage />} />
          <Route path="orders/:id" element={<StaffOrderPage />} />
          <Route path="pick-list" element={<PickListPage />} />
          <Route path="accounts" element={<StaffAccountsPage />} />
          <Route path="accounts/:id" element={<StaffAccountPage />} />
          <Route path="catalogue" element={<CataloguePage />} />
          <Route path="catalogue/:id" element={<StaffProductPage />} />
          <Route path="import" element={<ImportPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="mail" element={<MailPage />} />
          <Route path="mail/:id" element={<MailMessagePage />} />
          <Route path="returns" element={<StaffReturnsPage />} />
          <Route path="returns/:id" element={<StaffReturnPage />} />
          <Route path="staff-users" element={<StaffUsersPage />} />
          <Route path="claims" element={<StaffClaimsPage />} />
          <Route path="claims/:id" element={<StaffClaimPage />} />
          <Route path="*" element={<Navigate to="/staff" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
