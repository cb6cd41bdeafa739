import { useEffect } from 'react';
import { ConfigProvider } from 'antd';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { AntdProviders } from '../../app/antd-providers.tsx';
import { FullPageSpin } from '../../components/full-page-spin.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { AuditPage } from '../audit/audit-page.tsx';
import { CataloguePage } from '../catalogue/catalogue-page.tsx';
import { ImportPage } from '../imports/import-page.tsx';
import { MailMessagePage } from '../mail/mail-message-page.tsx';
import { MailPage } from '../mail/mail-page.tsx';
import { PickListPage } from '../orders/pick-list-page.tsx';
import { StaffAccountPage } from '../accounts/staff-account-page.tsx';
import { StaffAccountsPage } from '../accounts/staff-accounts-page.tsx';
import { StaffDashboardPage } from '../dashboard/staff-dashboard-page.tsx';
import { StaffLayout } from './staff-layout.tsx';
import { StaffLoginPage } from './staff-login-page.tsx';
import { StaffForgotPasswordPage, StaffResetPasswordPage } from './staff-password-reset-pages.tsx';
import { StaffOrderPage } from '../orders/staff-order-page.tsx';
import { StaffOrdersPage } from '../orders/staff-orders-page.tsx';
import { StaffReturnPage } from '../returns/staff-return-page.tsx';
import { StaffReturnsPage } from '../returns/staff-returns-page.tsx';
import { StaffUsersPage } from '../staff-users/staff-users-page.tsx';
import { StaffProductPage } from '../catalogue/staff-product-page.tsx';
import { StaffClaimPage } from '../warranty/claim-page.tsx';
import { StaffClaimsPage } from '../warranty/claims-page.tsx';
import { restoreStaffSession, useStaffSession } from '../session/staff-session.ts';
import './staff.css';

function RequireStaff() {
  const status = useStaffSession((s) => s.status);
  if (status === 'restoring') return <FullPageSpin />;
  if (status === 'signedOut') return <Navigate to="/staff/login" replace />;
  return <Outlet />;
}

/** The supplier's back office at /staff: its own session, layout and routes, loaded only when visited. */
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
    <AntdProviders>
      {/* antd's red is 3:1 on white, and cancelling is a back-office action: a darker red keeps AA. */}
      <ConfigProvider theme={{ token: { colorError: '#cf1322' } }}>
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
      </ConfigProvider>
    </AntdProviders>
  );
}
