import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../components/password-reset-forms.tsx';
import { confirmPasswordReset } from './api/confirm-password-reset.ts';

/** Where the shop's reset link lands: `/reset-password?token=…`. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <ResetPasswordForm
      signInPath="/login"
      forgotPath="/forgot-password"
      token={params.get('token') ?? ''}
      send={confirmPasswordReset}
    />
  );
}
