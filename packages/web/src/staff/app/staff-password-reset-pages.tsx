import { useSearchParams } from 'react-router';
import { ForgotPasswordForm, ResetPasswordForm } from '../../components/password-reset-forms.tsx';
import { confirmStaffPasswordReset, requestStaffPasswordReset } from '../session/api/password-reset.ts';

/** The back office's "Forgot password?" page at /staff/forgot-password. */
export function StaffForgotPasswordPage() {
  return (
    <ForgotPasswordForm
      signInPath="/staff/login"
      audience="the back office"
      send={requestStaffPasswordReset}
    />
  );
}

/** Where the back office's reset link lands: `/staff/reset-password?token=…`. */
export function StaffResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <ResetPasswordForm
      signInPath="/staff/login"
      forgotPath="/staff/forgot-password"
      token={params.get('token') ?? ''}
      send={confirmStaffPasswordReset}
    />
  );
}
