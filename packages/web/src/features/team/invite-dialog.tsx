import { useId, useState } from 'react';
import {
  INVITATION_DAYS,
  invitationRequest,
  TEAM_LABELS,
  type CreatedInvitation,
} from '@tyreline/domain/contract/team';
import { showSuccess } from '../../lib/feedback.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText, Form, FormError, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { CopyIcon } from '../../ui/icons.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useInviteUser } from './api/invite-user.ts';
import { RoleAndLimitFields, type RoleAndLimit } from './team-form-fields.tsx';

const FIELDS = ['email', 'role', 'order_limit'] as const;

/** The full address of an invitation link on this site, for the owner to copy. */
const fullLink = (path: string) => `${window.location.origin}${path}`;

/** The link just made: mailed to the invitee, and here to copy and hand over another way. */
export function InvitationLink({ created }: { created: CreatedInvitation }) {
  const link = fullLink(created.link);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    showSuccess('Link copied');
  };
  return (
    <>
      <p>
        We e-mail this link to <strong>{created.invitation.email}</strong>; you can also copy it and send it
        yourself. It works once, for {INVITATION_DAYS} days: they open it, choose a password and are signed
        in.
      </p>
      <p className="team-invite-link">
        <code data-testid="invite-link">{link}</code>
        <Button variant="text" size="sm" icon={<CopyIcon />} aria-label="Copy" onPress={() => void copy()} />
      </p>
    </>
  );
}

/** The invitation's fields: email, role and limit, checked with the contract's schema before sending. */
function InviteForm({ id, invite }: { id: string; invite: ReturnType<typeof useInviteUser> }) {
  const errors = useFormErrors(FIELDS);
  const [roleAndLimit, setRoleAndLimit] = useState<RoleAndLimit>({ role: 'buyer', order_limit: null });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: FormValues) => {
    setFailure(null);
    const parsed = errors.parse(invitationRequest, { ...values, ...roleAndLimit });
    if (!parsed) return;
    invite.mutate(parsed, {
      onError: (error) => {
        if (!errors.fromServer(error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Form id={id} aria-label="Invite a user" onSubmit={submit} {...errors.formProps}>
      <Alert type="info" title="We e-mail them a one-time link, and you get it to copy as well." />
      <TextField name="email" type="email" label={TEAM_LABELS.email} autoComplete="off" isRequired />
      <RoleAndLimitFields value={roleAndLimit} onChange={setRoleAndLimit} />
      {failure && <FormError>{failure}</FormError>}
    </Form>
  );
}

/** Invite a user: email, role and limit; the invitee is mailed a one-time link, which the owner can copy too. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  // The answer holds the one-time link; forgetting it on closing starts the next invitation afresh.
  const invite = useInviteUser();
  const created = invite.data;

  const close = () => {
    invite.reset();
    onClose();
  };

  return (
    <Dialog
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={created ? 'Invitation link' : 'Invite a user'}
      footer={
        created ? (
          <Button variant="primary" onPress={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button type="submit" form={formId} variant="primary" isPending={invite.isPending}>
              Create invitation link
            </Button>
          </>
        )
      }
    >
      {created ? <InvitationLink created={created} /> : <InviteForm id={formId} invite={invite} />}
    </Dialog>
  );
}
