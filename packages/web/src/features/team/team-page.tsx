import { useState } from 'react';
import {
  INVITATION_DAYS,
  type CreatedInvitation,
  type Invitation,
  type TeamMember,
} from '@tyreline/domain/contract/team';
import { formatAud, toCents } from '@tyreline/domain/money';
import { hasOrderLimit, TEAM_ROLE_LABELS, type TeamRole } from '@tyreline/domain/team';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { UserAddIcon } from '../../ui/icons.tsx';
import { Inline } from '../../ui/stack.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useAccount, useTeamMay } from '../account/api/get-account.ts';
import { useTeam } from './api/get-team.ts';
import { useSetMemberStatus } from './api/set-member-status.ts';
import { useWithdrawInvitation } from './api/withdraw-invitation.ts';
import { useResendInvitation } from './api/resend-invitation.ts';
import { InvitationLink, InviteDialog } from './invite-dialog.tsx';
import { MemberDialog } from './member-dialog.tsx';
import './team.css';

const limitText = (member: { role: TeamRole; order_limit: number | null }) =>
  !hasOrderLimit(member.role)
    ? '—'
    : member.order_limit === null
      ? 'No limit'
      : formatAud(toCents(member.order_limit));

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** The owner's Team screen: who is on the account, as what, and the invitations not yet accepted. */
export default function TeamPage() {
  const account = useAccount();
  const mayManage = useTeamMay('manageTeam');
  const team = useTeam(mayManage === true);
  const status = useSetMemberStatus();
  const withdraw = useWithdrawInvitation();
  const resend = useResendInvitation();
  const [resent, setResent] = useState<CreatedInvitation | null>(null);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);

  if (mayManage === false) {
    return (
      <>
        <PageHeading>Team</PageHeading>
        <Alert type="warning" title="Only an owner of the account can manage its team." />
      </>
    );
  }

  const me = account.data?.username;
  const members: DataColumn<TeamMember>[] = [
    {
      key: 'name',
      title: 'Name',
      isRowHeader: true,
      render: (member) => (
        <>
          <div>{member.name}</div>
          <div className="team-email">{member.username}</div>
        </>
      ),
    },
    { key: 'role', title: 'Role', render: (member) => TEAM_ROLE_LABELS[member.role] },
    { key: 'limit', title: 'Order limit', render: limitText },
    {
      key: 'status',
      title: 'Status',
      render: (member) => (
        <Tag tone={member.disabled ? 'danger' : 'success'}>{member.disabled ? 'Disabled' : 'Active'}</Tag>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      cardLabel: '',
      render: (member) =>
        member.username === me ? (
          <span className="team-you">You</span>
        ) : (
          <Inline>
            <Button size="sm" onPress={() => setEditing(member)} aria-label={`Change role of ${member.name}`}>
              Change role
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant={member.disabled ? 'default' : 'danger'}>
                  {member.disabled ? 'Enable' : 'Disable'}
                </Button>
              }
              title={
                member.disabled
                  ? `Enable ${member.name}?`
                  : `Disable ${member.name}? They are signed out at once.`
              }
              confirmLabel={member.disabled ? 'Enable' : 'Disable'}
              tone={member.disabled ? 'default' : 'danger'}
              onConfirm={() => status.mutate({ id: member.id, disabled: !member.disabled })}
            />
          </Inline>
        ),
    },
  ];

  const invitations: DataColumn<Invitation>[] = [
    { key: 'email', title: 'Email', isRowHeader: true, render: (invitation) => invitation.email },
    { key: 'role', title: 'Role', render: (invitation) => TEAM_ROLE_LABELS[invitation.role] },
    { key: 'limit', title: 'Order limit', render: limitText },
    { key: 'expires', title: 'Link works until', render: (invitation) => dateText(invitation.expires_at) },
    {
      key: 'actions',
      title: 'Actions',
      cardLabel: '',
      render: (invitation) => (
        <Inline>
          <ConfirmDialog
            trigger={<Button size="sm">Resend</Button>}
            title="Send this invitation again? A new link is e-mailed and the old one stops working."
            confirmLabel="Resend"
            onConfirm={() => resend.mutate(invitation.id, { onSuccess: setResent })}
          />
          <ConfirmDialog
            trigger={<Button size="sm">Withdraw</Button>}
            title="Withdraw this invitation? Its link stops working."
            confirmLabel="Withdraw"
            onConfirm={() => withdraw.mutate(invitation.id)}
          />
        </Inline>
      ),
    },
  ];

  return (
    <>
      <PageHeading>Team</PageHeading>
      <Card
        title="Users of this account"
        extra={
          <Button variant="primary" icon={<UserAddIcon />} onPress={() => setInviting(true)}>
            Invite a user
          </Button>
        }
      >
        <p className="team-intro">
          Inviting someone e-mails them a one-time link, which you can also copy and pass on yourself; it
          works for {INVITATION_DAYS} days and lets them choose a password.
        </p>
        {team.isError ? (
          <LoadError
            title="The team could not be loaded."
            error={team.error}
            onRetry={() => team.refetch()}
          />
        ) : (
          <DataTable
            aria-label="Users"
            columns={members}
            rows={team.data?.members ?? []}
            rowKey={(member) => member.id}
            loading={team.isPending}
          />
        )}
      </Card>
      {(team.data?.invitations.length ?? 0) > 0 && (
        <Card title="Invitations not yet accepted" className="team-invitations">
          <DataTable
            aria-label="Invitations"
            columns={invitations}
            rows={team.data?.invitations ?? []}
            rowKey={(invitation) => invitation.id}
          />
        </Card>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <Dialog
        isOpen={resent !== null}
        onOpenChange={(isOpen) => !isOpen && setResent(null)}
        title="Invitation sent again"
        footer={<Button onPress={() => setResent(null)}>Done</Button>}
      >
        {resent && <InvitationLink created={resent} />}
      </Dialog>
      <MemberDialog member={editing} onClose={() => setEditing(null)} />
    </>
  );
}
