import { ForgotPasswordForm } from '../../components/password-reset-forms.tsx';
import { requestPasswordReset } from './api/request-password-reset.ts';

/** The shop's "Forgot password?" page. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordForm signInPath="/login" audience="the shop" send={requestPasswordReset} />;
}
