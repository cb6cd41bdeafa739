import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_DONE } from '@tyreline/domain/password-reset';
import { required } from '@tyreline/domain/messages';
import { BrandMark } from '../../components/brand-mark.tsx';
import { staffPasswordGrant, useStaffSession } from '../session/staff-session.ts';
import { staffDocumentTitle } from '../components/staff-heading.tsx';

interface Credentials {
  username: string;
  password: string;
}

/** Staff sign-in: the back-office client at /api/staff/token; customers' logins are refused there. */
export function StaffLoginPage() {
  const status = useStaffSession((s) => s.status);
  const reason = useStaffSession((s) => s.reason);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (status === 'active' && !busy) return <Navigate to="/staff" replace />;

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    setFailure(null);
    const refused = await staffPasswordGrant(username.trim(), password);
    setBusy(false);
    if (refused) setFailure(refused);
    else void navigate('/staff', { replace: true });
  };

  return (
    <main className="staff-login">
      <title>{staffDocumentTitle('Sign in')}</title>
      <Card className="staff-login-card">
        <div className="staff-login-brand">
          <BrandMark size={28} tone="dark" />
        </div>
        <h1 className="staff-login-title">Tyreline back office</h1>
        <p className="staff-login-lead">For the supplier’s staff. Customers sign in at the shop.</p>
        {params.get('reset') === 'done' && !failure && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={PASSWORD_RESET_DONE}
            className="staff-login-alert"
          />
        )}
        {(failure ?? reason) && (
          <Alert type="error" showIcon title={failure ?? reason} className="staff-login-alert" />
        )}
        <Form<Credentials> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, whitespace: true, message: required('Username') }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: required('Password') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
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
