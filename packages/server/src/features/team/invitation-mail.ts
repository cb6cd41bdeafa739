import { INVITATION_DAYS } from '@tyreline/domain/contract/team';
import { TEAM_ROLE_LABELS, type TeamRole } from '@tyreline/domain/team';
import type { Db } from '../../db/client.ts';
import { queueMail, type MailSettings } from '../../lib/mail/outbox.ts';
import { longDate, paragraph, renderLayout } from '../../lib/mail/render.ts';

export interface InvitationForMail {
  email: string;
  role: TeamRole;
  accountId: number;
  accountName: string;
  invitedBy: string;
  expiresAt: Date;
  token: string;
}

/** The invitee's page for a link's token, from outside. */
export const invitationLink = (settings: MailSettings, token: string): string =>
  `${settings.publicUrl}/invite/${encodeURIComponent(token)}`;

/** "Join your team": security mail, always sent, in the transaction that stores the invitation. */
export async function queueInvitationMail(
  tx: Db,
  settings: MailSettings,
  invitation: InvitationForMail,
): Promise<void> {
  const role = TEAM_ROLE_LABELS[invitation.role].toLowerCase();
  const until = longDate(invitation.expiresAt);
  const body = renderLayout({
    supplierName: settings.supplierName,
    logoUrl: settings.logoUrl,
    heading: `Join ${invitation.accountName} on ${settings.supplierName}`,
    paragraphs: [
      paragraph`${invitation.invitedBy} invited you to order for ${invitation.accountName} as ${role}. You
        will sign in as ${invitation.email}.`,
      paragraph`The link below works once, until ${until} (${INVITATION_DAYS} days). Choose a password
        there and you are signed in.`,
    ],
    link: { label: 'Accept the invitation', url: invitationLink(settings, invitation.token) },
  });
  await queueMail(tx, settings, {
    kind: 'team.invitation',
    to: invitation.email,
    subject: `${invitation.invitedBy} invited you to ${invitation.accountName}`,
    ...body,
    accountId: invitation.accountId,
  });
}
