import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import { TEAM_LABELS } from '@tyreline/domain/contract/team';
import { TEAM_ROLE_LABELS } from '@tyreline/domain/team';
import { BrandMark } from '../../components/brand-mark.tsx';
import { documentTitle } from '../../components/page-heading.tsx';
import { startSession } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { errorText, Form, FormActions, FormError, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { acceptInvitation } from './api/accept-invitation.ts';
import { useInvitation } from './api/get-invitation.ts';
import { InvitationRefused, refusalOf } from './invitation-refused.tsx';
import './team.css';

const FIELDS = ['name', 'password', 'password_confirmation'] as const;

/** The invitee's page: the link's token proves the invitation; a password makes the sign-in, then the shop. */
export default function InvitePage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const errors = useFormErrors(FIELDS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Unknown, used or expired, when the page opened or (used meanwhile) when the form was sent.
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<ReturnType<typeof refusalOf>>();
  const refusal = refusedOnSubmit ?? refusalOf(invitation.error);

  const submit = async (entries: FormValues) => {
    setFailure(null);
    const text = (name: (typeof FIELDS)[number]) => (typeof entries[name] === 'string' ? entries[name] : '');
    const values = {
      name: text('name'),
      password: text('password'),
      password_confirmation: text('password_confirmation'),
    };
    const found: Partial<Record<(typeof FIELDS)[number], string[]>> = {};
    if (!values.password) found.password = [`${TEAM_LABELS.password} is required`];
    else if (values.password.length < PASSWORD_MIN_LENGTH)
      found.password = [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`];
    if (!values.password_confirmation)
      found.password_confirmation = [`${TEAM_LABELS.password_confirmation} is required`];
    else if (values.password && values.password !== values.password_confirmation)
      found.password_confirmation = ['Password confirmation does not match'];
    errors.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      startSession(await acceptInvitation(token, { ...values, name: values.name.trim() || undefined }));
      void navigate('/home', { replace: true });
    } catch (error) {
      if (refusalOf(error)) setRefusedOnSubmit(refusalOf(error));
      else if (!errors.fromServer(error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (refusal) {
    return (
      <main className="invite-page">
        <Card as="div" className="invite-card">
          <BrandMark tone="dark" size={22} />
          <InvitationRefused {...refusal} />
        </Card>
      </main>
    );
  }

  return (
    <main className="invite-page">
      <title>{documentTitle('Join your team')}</title>
      <Card as="div" className="invite-card">
        <BrandMark tone="dark" size={22} />
        <h1>Join your team</h1>
        {invitation.isPending && <Spinner />}
        {invitation.isError && (
          <Alert type="error" title={errorText(invitation.error)} action={<Link to="/login">Sign in</Link>} />
        )}
        {invitation.data && (
          <>
            <p>
              You are invited to <strong>{invitation.data.account_name}</strong> as{' '}
              {TEAM_ROLE_LABELS[invitation.data.role].toLowerCase()}. You will sign in as{' '}
              <strong>{invitation.data.email}</strong>.
            </p>
            <Form
              aria-label="Join your team"
              onSubmit={(values) => void submit(values)}
              {...errors.formProps}
            >
              <TextField name="name" label={TEAM_LABELS.name} autoComplete="name" />
              <TextField
                name="password"
                type="password"
                label={TEAM_LABELS.password}
                autoComplete="new-password"
                description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                isRequired
              />
              <TextField
                name="password_confirmation"
                type="password"
                label={TEAM_LABELS.password_confirmation}
                autoComplete="new-password"
                isRequired
              />
              {failure && <FormError>{failure}</FormError>}
              <FormActions>
                <Button type="submit" variant="primary" block isPending={busy}>
                  Set password and sign in
                </Button>
              </FormActions>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}
