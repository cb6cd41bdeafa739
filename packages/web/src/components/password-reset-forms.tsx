import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import {
  PASSWORD_RESET_LABELS,
  passwordResetConfirmation,
  passwordResetRequest,
  type PasswordResetConfirmation,
  type PasswordResetRequest,
} from '@tyreline/domain/contract/password-reset';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { errorText, Form, FormActions, FormError, useFormErrors, type FormValues } from '../ui/form.tsx';
import { TextField } from '../ui/text-field.tsx';
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

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="password-reset-page">
      <title>{documentTitle(title)}</title>
      <div className="password-reset-column">
        <BrandMark size={22} />
        <Card as="div" className="password-reset-card">
          <h1>{title}</h1>
          {children}
        </Card>
      </div>
    </main>
  );
}

const EMAIL_FIELDS = ['email'] as const;

/** "Forgot password?": one field, and the same confirmation whatever the server knows of the address. */
export function ForgotPasswordForm({
  signInPath,
  audience,
  send,
}: Where & { send: (body: PasswordResetRequest) => Answer }) {
  const errors = useFormErrors(EMAIL_FIELDS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: FormValues) => {
    setFailure(null);
    const body = errors.parse(passwordResetRequest, values);
    if (!body) return;
    setBusy(true);
    try {
      setSent((await send(body)).message);
    } catch (error) {
      if (!errors.fromServer(error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <p className="password-reset-back">
      <Link to={signInPath}>Back to sign in</Link>
    </p>
  );

  return (
    <Page title="Forgot your password?">
      {sent ? (
        <Alert type="success" role="status" title={sent} />
      ) : (
        <>
          <p>
            Enter the e-mail address you sign in to {audience} with. We will mail you a link to choose a new
            password.
          </p>
          <Form aria-label="Forgot password" onSubmit={(values) => void submit(values)} {...errors.formProps}>
            <TextField
              name="email"
              type="email"
              label={PASSWORD_RESET_LABELS.email}
              autoComplete="username"
              spellCheck={false}
              autoFocus
              isRequired
            />
            {failure && <FormError>{failure}</FormError>}
            <FormActions>
              <Button type="submit" variant="primary" block isPending={busy}>
                Send the link
              </Button>
            </FormActions>
          </Form>
        </>
      )}
      {back}
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
  const errors = useFormErrors(RESET_FIELDS);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: FormValues) => {
    setFailure(null);
    const body = errors.parse(passwordResetConfirmation, { ...values, token });
    if (!body) return;
    setBusy(true);
    try {
      await send(body);
      void navigate(`${signInPath}?reset=done`, { replace: true });
    } catch (error) {
      if (!errors.fromServer(error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Choose a new password">
      <Form
        aria-label="Choose a new password"
        onSubmit={(values) => void submit(values)}
        {...errors.formProps}
      >
        <TextField
          name="password"
          type="password"
          label={PASSWORD_RESET_LABELS.password}
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in now will be signed out.`}
          autoFocus
          isRequired
        />
        <TextField
          name="password_confirmation"
          type="password"
          label={PASSWORD_RESET_LABELS.password_confirmation}
          autoComplete="new-password"
          isRequired
        />
        {failure && (
          <Alert type="error" title={failure} action={<Link to={forgotPath}>Ask for a new link</Link>} />
        )}
        <FormActions>
          <Button type="submit" variant="primary" block isPending={busy}>
            Change password
          </Button>
        </FormActions>
      </Form>
    </Page>
  );
}
