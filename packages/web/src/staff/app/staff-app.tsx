import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { lazyAntd } from '../../app/antd-island.tsx';
import { FullPageSpin } from '../../components/full-page-spin.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { StaffLayout } from './staff-layout.tsx';
import { StaffOrdersPage } from '../orders/staff-orders-page.tsx';
import { restoreStaffSession, useStaffSession } from '../session/staff-session.ts';
import './staff.css';

/**
 * A back-office page drawn with Ant Design: its module and Ant Design load when it is first opened, in an
 * island of their own (decision 0056), so the order queue, the warehouse's first screen, loads neither. The
 * page's module is asked for as soon as the route renders, beside Ant Design rather than after it.
 */
function antdPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((Page) => ({ default: Page })));
  const Island = lazyAntd(start, <FullPageSpin />);
  function AntdPage(props: P) {
    void start();
    return <Island {...props} />;
  }
  return AntdPage;
}

const StaffLoginPage = antdPage(() => import('./staff-login-page.tsx').then((m) => m.StaffLoginPage));
const StaffForgotPasswordPage = antdPage(() =>
  import('./staff-password-reset-pages.tsx').then((m) => m.StaffForgotPasswordPage),
);
const StaffResetPasswordPage = antdPage(() =>
  import('./staff-password-reset-pages.tsx').then((m) => m.StaffResetPasswordPage),
);
const StaffDashboardPage = antdPage(() =>
  import('../dashboard/staff-dashboard-page.tsx').then((m) => m.StaffDashboardPage),
);
const StaffOrderPage = antdPage(() => import('../orders/staff-order-page.tsx').then((m) => m.StaffOrderPage));
const PickListPage = antdPage(() => import('../orders/pick-list-page.tsx').then((m) => m.PickListPage));
const StaffAccountsPage = antdPage(() =>
  import('../accounts/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage),
);
const StaffAccountPage = antdPage(() =>
  import('../accounts/staff-account-page.tsx').then((m) => m.StaffAccountPage),
);
const CataloguePage = antdPage(() => import('../catalogue/catalogue-page.tsx').then((m) => m.CataloguePage));
const StaffProductPage = antdPage(() =>
  import('../catalogue/staff-product-page.tsx').then((m) => m.StaffProductPage),
);
const ImportPage = antdPage(() => import('../imports/import-page.tsx').then((m) => m.ImportPage));
const AuditPage = antdPage(() => import('../audit/audit-page.tsx').then((m) => m.AuditPage));
const MailPage = antdPage(() => import('../mail/mail-page.tsx').then((m) => m.MailPage));
const MailMessagePage = antdPage(() =>
  import('../mail/mail-message-page.tsx').then((m) => m.MailMessagePage),
);
const StaffReturnsPage = antdPage(() =>
  import('../returns/staff-returns-page.tsx').then((m) => m.StaffReturnsPage),
);
const StaffReturnPage = antdPage(() =>
  import('../returns/staff-return-page.tsx').then((m) => m.StaffReturnPage),
);
const StaffUsersPage = antdPage(() =>
  import('../staff-users/staff-users-page.tsx').then((m) => m.StaffUsersPage),
);
const StaffClaimsPage = antdPage(() => import('../warranty/claims-page.tsx').then((m) => m.StaffClaimsPage));
const StaffClaimPage = antdPage(() => import('../warranty/claim-page.tsx').then((m) => m.StaffClaimPage));

function RequireStaff() {
  const status = useStaffSession((s) => s.status);
  if (status === 'restoring') return <FullPageSpin />;
  if (status === 'signedOut') return <Navigate to="/staff/login" replace />;
  return <Outlet />;
}

/**
 * The supplier's back office at /staff: its own session, layout and routes, loaded only when visited. The
 * frame and the order queue are plain markup; every other page is an Ant Design island (`antdPage`).
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
