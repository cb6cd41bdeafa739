import type { PrincipalKind } from '../../db/schema/auth.ts';
import type { Db } from '../../db/client.ts';
import { queueMail, type MailSettings } from '../../lib/mail/outbox.ts';
import { paragraph, renderLayout } from '../../lib/mail/render.ts';
import type { ResetPerson } from './password-reset.repository.ts';

/** The reset page of the shop or of the back office, from outside. */
export const resetLink = (settings: MailSettings, kind: PrincipalKind, token: string): string =>
  `${settings.publicUrl}${kind === 'staff' ? '/staff' : ''}/reset-password?token=${encodeURIComponent(token)}`;

/** "Choose a new password": security mail, always sent (no preference turns it off), in the link's transaction. */
export async function queuePasswordResetMail(
  tx: Db,
  settings: MailSettings,
  kind: PrincipalKind,
  person: ResetPerson,
  token: string,
): Promise<void> {
  const where = kind === 'staff' ? `the ${settings.supplierName} back office` : settings.supplierName;
  const body = renderLayout({
    supplierName: settings.supplierName,
    logoUrl: settings.logoUrl,
    heading: 'Choose a new password',
    paragraphs: [
      paragraph`Hello ${person.name},`,
      paragraph`Someone asked to reset the password of ${person.username} on ${where}. The link below works
        once, within an hour, and signs you out on every device.`,
      paragraph`If it was not you, ignore this message: your password stays as it is.`,
    ],
    link: { label: 'Choose a new password', url: resetLink(settings, kind, token) },
  });
  await queueMail(tx, settings, {
    kind: kind === 'staff' ? 'staff.password_reset' : 'password_reset',
    to: person.username,
    subject: 'Reset your password',
    ...body,
    accountId: person.accountId ?? undefined,
    userId: kind === 'customer' ? person.id : undefined,
  });
}
