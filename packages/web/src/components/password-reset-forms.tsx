import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import {
  PASSWORD_RESET_LABELS,
  passwordResetConfirmation,
  passwordResetRequest,
  type PasswordResetConfirmation,
  type PasswordResetRequest,
} from '@tyreline/domain/contract/password-reset';
import { errorText, parseForm, showServerErrors } from '../lib/form-errors.ts';
import { BrandMark } from './brand-mark.tsx';
import { documentTitle } from './page-heading.tsx';
import './password-reset-forms.css';

type Answer = Promise<{ message: string }>;

interface Where {
  /** The sign-in page of the shop or of the back office. */
  signInPath: string;
  /** Whose sign-in it is, in the heading's lead. */
  audience: string;
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="password-reset-page">
      <title>{documentTitle(title)}</title>
      <div className="password-reset-column">
        <BrandMark size={22} />
        <Card className="password-reset-card">
          <h1>{title}</h1>
          {children}
        </Card>
      </div>
    </main>
  );
}

/** "Forgot password?": one field, and the same confirmation whatever the server knows of the address. */
export function ForgotPasswordForm({
  signInPath,
  audience,
  send,
}: Where & { send: (body: PasswordResetRequest) => Answer }) {
  const [form] = Form.useForm<PasswordResetRequest>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: unknown) => {
    setFailure(null);
    const body = parseForm(form, passwordResetRequest, ['email'], values);
    if (!body) return;
    setBusy(true);
    try {
      setSent((await send(body)).message);
    } catch (error) {
      if (!showServerErrors(form, ['email'], error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Forgot your password?">
      {sent ? (
        <>
          <Alert type="success" showIcon role="status" title={sent} />
          <p className="password-reset-back">
            <Link to={signInPath}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Enter the e-mail address you sign in to {audience} with. We will mail you a link to choose a new
            password.
          </p>
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => void submit(values)}
            aria-label="Forgot password"
          >
            <Form.Item name="email" label={PASSWORD_RESET_LABELS.email} required>
              <Input
                type="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
              />
            </Form.Item>
            {failure && (
              <Alert type="error" showIcon role="alert" title={failure} className="password-reset-alert" />
            )}
            <Button type="primary" htmlType="submit" block loading={busy}>
              Send the link
            </Button>
          </Form>
          <p className="password-reset-back">
            <Link to={signInPath}>Back to sign in</Link>
          </p>
        </>
      )}
    </Page>
  );
}

const RESET_FIELDS = ['password', 'password_confirmation'] as const;

/** The reset link's page: a new password twice, checked with the contract's rules; then the sign-in page. */
export function ResetPasswordForm({
  signInPath,
  forgotPath,
  token,
  send,
}: Omit<Where, 'audience'> & {
  forgotPath: string;
  token: string;
  send: (body: PasswordResetConfirmation) => Answer;
}) {
  const [form] = Form.useForm<Omit<PasswordResetConfirmation, 'token'>>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: object) => {
    setFailure(null);
    const body = parseForm(form, passwordResetConfirmation, RESET_FIELDS, { ...values, token });
    if (!body) return;
    setBusy(true);
    try {
      await send(body);
      void navigate(`${signInPath}?reset=done`, { replace: true });
    } catch (error) {
      if (!showServerErrors(form, RESET_FIELDS, error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Choose a new password">
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        aria-label="Choose a new password"
      >
        <Form.Item
          name="password"
          label={PASSWORD_RESET_LABELS.password}
          required
          extra={`At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in now will be signed out.`}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item name="password_confirmation" label={PASSWORD_RESET_LABELS.password_confirmation} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={failure}
            className="password-reset-alert"
            action={<Link to={forgotPath}>Ask for a new link</Link>}
          />
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          Change password
        </Button>
      </Form>
    </Page>
  );
}
