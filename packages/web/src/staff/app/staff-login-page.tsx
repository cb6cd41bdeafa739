import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_DONE } from '@tyreline/domain/password-reset';
import { required } from '@tyreline/domain/messages';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { staffPasswordGrant, useStaffSession } from '../session/staff-session.ts';
import { staffDocumentTitle } from '../components/staff-heading.tsx';

const FIELDS = ['username', 'password'] as const;

/** Staff sign-in: the back-office client at /api/staff/token; customers' logins are refused there. */
export function StaffLoginPage() {
  const status = useStaffSession((s) => s.status);
  const reason = useStaffSession((s) => s.reason);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errors = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (status === 'active' && !busy) return <Navigate to="/staff" replace />;

  const submit = async (values: FormValues) => {
    const username = String(values.username ?? '').trim();
    const password = String(values.password ?? '');
    errors.setErrors({
      username: username ? [] : [required('Username')],
      password: password ? [] : [required('Password')],
    });
    if (!username || !password) return;
    setBusy(true);
    setFailure(null);
    const refused = await staffPasswordGrant(username, password);
    setBusy(false);
    if (refused) setFailure(refused);
    else void navigate('/staff', { replace: true });
  };

  return (
    <main className="staff-login" data-frame>
      <title>{staffDocumentTitle('Sign in')}</title>
      <Card as="div" className="staff-login-card">
        <BrandMark size={28} tone="dark" />
        <h1 className="staff-login-title">Tyreline back office</h1>
        <p className="staff-login-lead">For the supplier’s staff. Customers sign in at the shop.</p>
        {params.get('reset') === 'done' && !failure && (
          <Alert type="success" role="status" title={PASSWORD_RESET_DONE} className="staff-login-alert" />
        )}
        {(failure ?? reason) && (
          <Alert type="error" title={failure ?? reason} className="staff-login-alert" />
        )}
        <Form onSubmit={(values) => void submit(values)} {...errors.formProps}>
          <TextField name="username" label="Username" autoComplete="username" autoFocus />
          <TextField name="password" type="password" label="Password" autoComplete="current-password" />
          <Button type="submit" variant="primary" block isPending={busy}>
            Sign in
          </Button>
        </Form>
        <p className="staff-login-forgot">
          <Link to="/staff/forgot-password">Forgot password?</Link>
        </p>
      </Card>
    </main>
  );
}
