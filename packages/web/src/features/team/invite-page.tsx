import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import { TEAM_LABELS } from '@tyreline/domain/contract/team';
import { TEAM_ROLE_LABELS } from '@tyreline/domain/team';
import { BrandMark } from '../../components/brand-mark.tsx';
import { documentTitle } from '../../components/page-heading.tsx';
import { errorText, showFieldErrors, showServerErrors } from '../../lib/form-errors.ts';
import { acceptInvitation } from './api/accept-invitation.ts';
import { startSession } from '../../lib/session.ts';
import { useInvitation } from './api/get-invitation.ts';
import { InvitationRefused, refusalOf } from './invitation-refused.tsx';
import './team.css';

interface Values {
  name?: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['name', 'password', 'password_confirmation'] as const;

/** The invitee's page: the link's token proves the invitation; a password makes the sign-in, then the shop. */
export default function InvitePage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Unknown, used or expired, when the page opened or (used meanwhile) when the form was sent.
  const [refusedOnSubmit, setRefusedOnSubmit] = useState<ReturnType<typeof refusalOf>>();
  const refusal = refusedOnSubmit ?? refusalOf(invitation.error);

  const submit = async (values: Values) => {
    setFailure(null);
    const errors: Partial<Record<(typeof FIELDS)[number], string[]>> = {};
    if (!values.password) errors.password = [`${TEAM_LABELS.password} is required`];
    else if (values.password.length < PASSWORD_MIN_LENGTH)
      errors.password = [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`];
    if (!values.password_confirmation)
      errors.password_confirmation = [`${TEAM_LABELS.password_confirmation} is required`];
    else if (values.password && values.password !== values.password_confirmation)
      errors.password_confirmation = ['Password confirmation does not match'];
    if (Object.keys(errors).length > 0) return showFieldErrors(form, FIELDS, errors);
    setBusy(true);
    try {
      startSession(await acceptInvitation(token, { ...values, name: values.name?.trim() || undefined }));
      void navigate('/home', { replace: true });
    } catch (error) {
      if (refusalOf(error)) setRefusedOnSubmit(refusalOf(error));
      else if (!showServerErrors(form, FIELDS, error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (refusal) {
    return (
      <main className="invite-page">
        <Card className="invite-card">
          <BrandMark tone="dark" size={22} />
          <InvitationRefused {...refusal} />
        </Card>
      </main>
    );
  }

  return (
    <main className="invite-page">
      <title>{documentTitle('Join your team')}</title>
      <Card className="invite-card">
        <BrandMark tone="dark" size={22} />
        <h1>Join your team</h1>
        {invitation.isPending && <Spin />}
        {invitation.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorText(invitation.error)}
            action={<Link to="/login">Sign in</Link>}
          />
        )}
        {invitation.data && (
          <>
            <p>
              You are invited to <strong>{invitation.data.account_name}</strong> as{' '}
              {TEAM_ROLE_LABELS[invitation.data.role].toLowerCase()}. You will sign in as{' '}
              <strong>{invitation.data.email}</strong>.
            </p>
            <Form
              form={form}
              layout="vertical"
              onFinish={(values) => void submit(values)}
              aria-label="Join your team"
            >
              <Form.Item name="name" label={TEAM_LABELS.name}>
                <Input autoComplete="name" />
              </Form.Item>
              <Form.Item
                name="password"
                label={TEAM_LABELS.password}
                required
                extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="password_confirmation" label={TEAM_LABELS.password_confirmation} required>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              {failure && <Alert type="error" showIcon role="alert" title={failure} />}
              <Button type="primary" htmlType="submit" block loading={busy}>
                Set password and sign in
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}
