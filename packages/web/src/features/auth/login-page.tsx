import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_DONE } from '@tyreline/domain/password-reset';
import { required } from '@tyreline/domain/messages';
import { ApiError } from '../../lib/http-client.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { safeTarget } from '../../lib/safe-target.ts';
import { useSession } from '../../lib/session.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useSignIn, type Credentials } from './use-sign-in.ts';
import './login-page.css';

// Plain elements, not the kit's fields: the first page of most visits stays a few KB (Lighthouse ≥ 95).

const SELLING_POINTS = [
  'Live stock across every warehouse',
  'Your trade prices, GST included',
  'Track every order to your door',
];

type FieldErrors = Partial<Record<keyof Credentials, string>>;

function validate(values: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.username.trim()) errors.username = required('Username');
  if (!values.password) errors.password = required('Password');
  return errors;
}

function Field({
  name,
  label,
  error,
  ...input
}: {
  name: keyof Credentials;
  label: string;
  error: string | undefined;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${name}-error`;
  return (
    <div className={error ? 'login-field login-field-invalid' : 'login-field'}>
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <div id={errorId} className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const reason = useSession((s) => s.reason);
  const signIn = useSignIn();
  const config = usePublicConfig();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[] | null>(() =>
    reason ? ([] as string[]).concat(reason) : null,
  );
  const [showPassword, setShowPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const target = safeTarget(params.get('target'));
  const busy = signIn.isPending;

  if (status === 'active' && !busy && !signIn.isSuccess) return <Navigate to={target} replace />;

  const change = (name: keyof Credentials, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validate({ ...values, [name]: value })[name] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['username', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#${firstInvalid}`)?.focus();
      return;
    }
    signIn.mutate(values, {
      onSuccess: () => void navigate(target, { replace: true }),
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          setFailure([String(error)]);
          return;
        }
        const fields = error.fieldErrors;
        setErrors({ username: fields.username?.[0], password: fields.password?.[0] });
        setFailure(Array.isArray(error.text) ? error.text : [error.text]);
      },
    });
  };

  const phone = config.data?.supportPhone;
  const email = config.data?.supportEmail;

  return (
    // data-frame: index.html's static shell gives way once this is drawn.
    <div className="login-screen" data-frame>
      <section className="login-brand" aria-hidden="true">
        <BrandMark size={30} />
        <h2 className="login-brand-title">Trade ordering for tyres, wheels and accessories</h2>
        <ul className="login-brand-points">
          {SELLING_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <main className="login-panel">
        <div className="login-card">
          <div className="login-card-brand">
            <BrandMark tone="dark" size={24} />
          </div>
          <title>Sign in — Tyreline</title>
          <h1 className="login-title">Sign in</h1>
          <p className="login-subtitle">
            Use the trade account details your Tyreline representative gave you.
          </p>

          {params.get('reset') === 'done' && !failure && (
            <div className="login-notice" role="status">
              {PASSWORD_RESET_DONE}
            </div>
          )}

          {failure && (
            <div className="login-failure" role="alert" data-testid="login-error">
              {failure.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </div>
          )}

          <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} aria-label="Sign in">
            <Field
              name="username"
              label="Username"
              error={errors.username}
              value={values.username}
              onChange={(e) => change('username', e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              readOnly={busy}
              placeholder="you@yourbusiness.com.au"
            />
            <div className="login-password">
              <Field
                name="password"
                label="Password"
                error={errors.password}
                type={showPassword ? 'text' : 'password'}
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
                autoComplete="current-password"
                readOnly={busy}
              />
              <button
                type="button"
                className="login-reveal"
                onClick={() => setShowPassword((s) => !s)}
                aria-pressed={showPassword}
              >
                {showPassword ? 'Hide' : 'Show'}
              </button>
            </div>
            <p className="login-forgot">
              <Link to="/forgot-password">Forgot password?</Link>
            </p>
            <button type="submit" className="login-submit" disabled={busy}>
              {busy && <span className="login-submit-spinner" aria-hidden="true" />}
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </form>

          <p className="login-help">
            Trouble signing in?{' '}
            {phone ? (
              <>
                Call <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                {email && (
                  <>
                    {' '}
                    or email <a href={`mailto:${email}`}>{email}</a>
                  </>
                )}
                .
              </>
            ) : (
              'Contact your Tyreline representative.'
            )}
          </p>
        </div>
      </main>
    </div>
  );
}
