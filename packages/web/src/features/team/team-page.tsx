import { useState } from 'react';
import { Alert, Button, Card, Modal, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
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
        <Alert type="warning" showIcon title="Only an owner of the account can manage its team." />
      </>
    );
  }

  const me = account.data?.username;
  const members: TableColumnsType<TeamMember> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, member) => (
        <>
          <div>{name}</div>
          <div className="team-email">{member.username}</div>
        </>
      ),
    },
    { title: 'Role', dataIndex: 'role', render: (role: TeamMember['role']) => TEAM_ROLE_LABELS[role] },
    { title: 'Order limit', key: 'limit', render: (_, member) => limitText(member) },
    {
      title: 'Status',
      dataIndex: 'disabled',
      render: (disabled: boolean) => (
        <Tag className="team-tag" data-tone={disabled ? 'bad' : 'good'}>
          {disabled ? 'Disabled' : 'Active'}
        </Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, member) =>
        member.username === me ? (
          <span className="team-you">You</span>
        ) : (
          <Space wrap size="small">
            <Button
              size="small"
              onClick={() => setEditing(member)}
              aria-label={`Change role of ${member.name}`}
            >
              Change role
            </Button>
            <Popconfirm
              title={
                member.disabled
                  ? `Enable ${member.name}?`
                  : `Disable ${member.name}? They are signed out at once.`
              }
              okText={member.disabled ? 'Enable' : 'Disable'}
              onConfirm={() => status.mutate({ id: member.id, disabled: !member.disabled })}
            >
              <Button size="small" danger={!member.disabled}>
                {member.disabled ? 'Enable' : 'Disable'}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const invitations: TableColumnsType<Invitation> = [
    { title: 'Email', dataIndex: 'email' },
    { title: 'Role', dataIndex: 'role', render: (role: Invitation['role']) => TEAM_ROLE_LABELS[role] },
    { title: 'Order limit', key: 'limit', render: (_, invitation) => limitText(invitation) },
    { title: 'Link works until', dataIndex: 'expires_at', render: dateText },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, invitation) => (
        <Space wrap>
          <Popconfirm
            title="Send this invitation again? A new link is e-mailed and the old one stops working."
            okText="Resend"
            onConfirm={() => resend.mutate(invitation.id, { onSuccess: setResent })}
          >
            <Button size="small">Resend</Button>
          </Popconfirm>
          <Popconfirm
            title="Withdraw this invitation? Its link stops working."
            okText="Withdraw"
            onConfirm={() => withdraw.mutate(invitation.id)}
          >
            <Button size="small">Withdraw</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading>Team</PageHeading>
      <Card
        title="Users of this account"
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
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
          <Table
            rowKey="id"
            size="middle"
            columns={members}
            dataSource={team.data?.members}
            loading={team.isPending}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      {(team.data?.invitations.length ?? 0) > 0 && (
        <Card title="Invitations not yet accepted" className="team-invitations">
          <Table
            rowKey="id"
            size="middle"
            columns={invitations}
            dataSource={team.data?.invitations}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <Modal
        open={resent !== null}
        title="Invitation sent again"
        onCancel={() => setResent(null)}
        footer={<Button onClick={() => setResent(null)}>Done</Button>}
      >
        {resent && <InvitationLink created={resent} />}
      </Modal>
      <MemberDialog member={editing} onClose={() => setEditing(null)} />
    </>
  );
}
