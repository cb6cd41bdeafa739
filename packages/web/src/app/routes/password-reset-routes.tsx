import ForgotPasswordPage from '../../features/auth/forgot-password-page.tsx';
import ResetPasswordPage from '../../features/auth/reset-password-page.tsx';
import { AntdProviders } from '../antd-providers.tsx';

// Outside the signed-in layout, so they bring the shop's antd theme themselves (its gold links and dark button text).

export function ForgotPasswordRoute() {
  return (
    <AntdProviders>
      <ForgotPasswordPage />
    </AntdProviders>
  );
}

export function ResetPasswordRoute() {
  return (
    <AntdProviders>
      <ResetPasswordPage />
    </AntdProviders>
  );
}
