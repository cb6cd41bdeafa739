import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import {
  INVITATION_DAYS,
  invitationRequest,
  TEAM_LABELS,
  type CreatedInvitation,
  type InvitationRequest,
} from '@tyreline/domain/contract/team';
import { clearOnChange, errorText, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { useInviteUser } from './api/invite-user.ts';
import { RoleAndLimitFields } from './team-form-fields.tsx';

const FIELDS = Object.keys(invitationRequest.shape);

/** The full address of an invitation link on this site, for the owner to copy. */
const fullLink = (path: string) => `${window.location.origin}${path}`;

/** The link just made: mailed to the invitee, and here to copy and hand over another way. */
export function InvitationLink({ created }: { created: CreatedInvitation }) {
  return (
    <>
      <Typography.Paragraph>
        We e-mail this link to <strong>{created.invitation.email}</strong>; you can also copy it and send it
        yourself. It works once, for {INVITATION_DAYS} days: they open it, choose a password and are signed
        in.
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: fullLink(created.link) }} data-testid="invite-link" code>
        {fullLink(created.link)}
      </Typography.Paragraph>
    </>
  );
}

/** Invite a user: email, role and limit; the invitee is mailed a one-time link, which the owner can copy too. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InvitationRequest>();
  const invite = useInviteUser();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setCreated(null);
    setFailure(null);
    onClose();
  };

  const submit = (values: InvitationRequest) => {
    setFailure(null);
    const parsed = parseForm(form, invitationRequest, FIELDS, {
      ...values,
      order_limit: values.order_limit ?? null,
    });
    if (!parsed) return;
    invite.mutate(parsed, {
      onSuccess: setCreated,
      onError: (error) => {
        if (!showServerErrors(form, FIELDS, error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Modal
      open={open}
      title={created ? 'Invitation link' : 'Invite a user'}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            Done
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              Cancel
            </Button>,
            <Button key="invite" type="primary" loading={invite.isPending} onClick={() => form.submit()}>
              Create invitation link
            </Button>,
          ]
        )
      }
    >
      {created ? (
        <InvitationLink created={created} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: 'buyer' }}
          onFinish={submit}
          aria-label="Invite a user"
          onValuesChange={clearOnChange(form)}
        >
          <Alert
            type="info"
            showIcon
            className="team-no-mail"
            title="We e-mail them a one-time link, and you get it to copy as well."
          />
          <Form.Item name="email" label={TEAM_LABELS.email} required>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <RoleAndLimitFields />
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        </Form>
      )}
    </Modal>
  );
}
