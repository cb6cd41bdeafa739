import ForgotPasswordPage from '../../features/auth/forgot-password-page.tsx';
import ResetPasswordPage from '../../features/auth/reset-password-page.tsx';

// Outside the signed-in layout: one chunk for both pages, which share the reset forms.

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
