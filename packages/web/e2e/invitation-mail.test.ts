import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, signIn } from './support/app.ts';
import { hasChromium } from './support/chromium.ts';
import { usePrivateApp } from './support/private-app.ts';
import { startSmtp } from './support/smtp.ts';
import { checkStaffPage } from './support/staff.ts';

// Started before the server, whose SMTP_URL must name its port.
const smtp = await startSmtp();
afterAll(() => smtp.close());

const inviteLinkFor = async (to: string) =>
  (await smtp.find(to, /https:\/\/mail\.example\.test(\/invite\/[A-Za-z0-9_-]+)/))[1]!;

describe.skipIf(!hasChromium)('The invitation e-mail', () => {
  const app = usePrivateApp('invitation-mail', {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://mail.example.test',
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`reaches the invitee, Resend sends a new link, and the mailed link signs them in at ${viewport.width} px`, async () => {
      const email = `mailed-${viewport.width}@example.net`;
      const owner = await openPage(app.browser, app.server.url, viewport);
      const invitee = await openPage(app.browser, app.server.url, viewport);
      try {
        await signIn(owner.page, 'trade@example.com', '/team');
        await owner.page.getByRole('button', { name: 'Invite a user' }).click();
        const dialog = owner.page.getByRole('dialog');
        await dialog.getByLabel('Email').fill(email);
        await dialog.getByRole('button', { name: 'Create invitation link' }).click();
        const copied = (await owner.page.getByTestId('invite-link').innerText()).trim();
        await dialog.getByRole('button', { name: 'Done' }).click();
        const first = await inviteLinkFor(email);
        expect(new URL(copied).pathname).toBe(first);

        // A table row on a wide screen, a card on a phone.
        const invitations = owner.page.getByRole('region', { name: 'Invitations not yet accepted' });
        const row = invitations
          .getByRole('row')
          .or(invitations.getByRole('listitem'))
          .filter({ hasText: email });
        await row.getByRole('button', { name: 'Resend' }).click();
        await owner.page.getByRole('button', { name: 'Resend', exact: true }).last().click();
        const resent = owner.page.getByRole('dialog', { name: 'Invitation sent again' });
        await resent.getByTestId('invite-link').waitFor();
        await checkStaffPage(owner.page, `team-invitation-resent-${viewport.width}`);
        await resent.getByRole('button', { name: 'Done' }).click();

        await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(2);
        const second = await inviteLinkFor(email);
        expect(second).not.toBe(first);

        await invitee.page.goto(first);
        // The first link stopped working when it was sent again: a page that says so, and the way to sign in.
        await invitee.page.getByTestId('invitation-refused').waitFor();
        expect(await invitee.page.locator('body').innerText()).not.toContain('404');
        await invitee.page.getByRole('link', { name: 'Sign in' }).waitFor();
        expect(await invitee.page.getByRole('button', { name: 'Set password and sign in' }).count()).toBe(0);
        await invitee.page.goto(second);
        await invitee.page.getByText(email).waitFor();
        await invitee.page.getByLabel('Password', { exact: true }).fill('team-pass-2026');
        await invitee.page.getByLabel('Confirm password').fill('team-pass-2026');
        await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click();
        await invitee.page.waitForURL((url) => url.pathname === '/home');
        await invitee.page.locator('.app-header').waitFor();
      } finally {
        await owner.context.close();
        await invitee.context.close();
      }
    });
  }
});
