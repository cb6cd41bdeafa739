import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invitation, InvitationPreview } from '@tyreline/domain/contract/team';
import { INVITATION_DAYS } from '@tyreline/domain/contract/team';
import { toCents, toDollars } from '@tyreline/domain/money';
import { orderLimitFor, type TeamRole } from '@tyreline/domain/team';
import { inTransaction, type Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/accounts.ts';
import { teamInvitations } from '../../db/schema/team.ts';
import { createAccountUsers } from '../account/account-users.service.ts';
import { isMailAddress, type MailSettings } from '../../lib/mail/outbox.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { queueInvitationMail } from './invitation-mail.ts';

type InvitationRow = typeof teamInvitations.$inferSelect;

export type InviteOutcome =
  { kind: 'invited'; invitation: Invitation; token: string } | { kind: 'username_taken'; email: string };

/** Why a link does not work; each is its own clear answer. */
export type LinkProblem = { kind: 'unknown' } | { kind: 'used' } | { kind: 'expired' };

export type AcceptOutcome = { kind: 'accepted'; userId: number } | LinkProblem | { kind: 'username_taken' };

const inviter = alias(users, 'inviter');

const toInvitation = (row: InvitationRow, invitedBy: string): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  order_limit: row.orderLimitCents === null ? null : toDollars(row.orderLimitCents),
  expires_at: row.expiresAt.toISOString(),
  invited_by: invitedBy,
});

/** The problem with a link that is not usable now, judged from its row. */
function problemOf(row: InvitationRow | undefined, now: Date): LinkProblem | undefined {
  if (!row || row.revokedAt) return { kind: 'unknown' };
  if (row.acceptedAt) return { kind: 'used' };
  if (row.expiresAt <= now) return { kind: 'expired' };
  return undefined;
}

/**
 * An owner's one-time invitation links (decision 0025): only the token's hash is kept. With `mail`, each link
 * is also mailed to the invitee in the invitation's transaction; the owner still gets it to copy.
 */
export function createInvitations(db: Db, now: () => Date = () => new Date(), mail?: MailSettings) {
  const byToken = async (tx: Db, token: string) => {
    const [row] = await tx
      .select({ invitation: teamInvitations, accountName: accounts.name })
      .from(teamInvitations)
      .innerJoin(accounts, eq(accounts.id, teamInvitations.accountId))
      .where(eq(teamInvitations.tokenHash, hashToken(token)));
    return row;
  };

  return {
    /** The account's invitations still waiting to be accepted, newest first. */
    async pending(accountId: number): Promise<Invitation[]> {
      const found = await db
        .select({ invitation: teamInvitations, invitedBy: inviter.name })
        .from(teamInvitations)
        .innerJoin(inviter, eq(inviter.id, teamInvitations.invitedByUserId))
        .where(
          and(
            eq(teamInvitations.accountId, accountId),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
            gt(teamInvitations.expiresAt, now()),
          ),
        )
        .orderBy(desc(teamInvitations.id));
      return found.map((row) => toInvitation(row.invitation, row.invitedBy));
    },

    /** A new link for `email`; an earlier unused invitation of the same address on this account stops working. */
    invite(
      owner: { accountId: number; userId: number },
      input: { email: string; role: TeamRole; order_limit: number | null },
    ): Promise<InviteOutcome> {
      return inTransaction(db, async (tx) => {
        const taken = await tx.query.users.findFirst({ where: eq(users.username, input.email) });
        if (taken) return { kind: 'username_taken', email: input.email };
        await tx
          .update(teamInvitations)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(teamInvitations.accountId, owner.accountId),
              eq(teamInvitations.email, input.email),
              isNull(teamInvitations.acceptedAt),
              isNull(teamInvitations.revokedAt),
            ),
          );
        const token = newToken();
        const [row] = await tx
          .insert(teamInvitations)
          .values({
            accountId: owner.accountId,
            email: input.email,
            role: input.role,
            orderLimitCents: orderLimitFor(
              input.role,
              input.order_limit === null ? null : toCents(input.order_limit),
            ),
            tokenHash: hashToken(token),
            invitedByUserId: owner.userId,
            expiresAt: new Date(now().getTime() + INVITATION_DAYS * 86_400_000),
          })
          .returning();
        const [by] = await tx.select({ name: users.name }).from(users).where(eq(users.id, owner.userId));
        // An address the mail rules refuse (quotes, commas) still gets its link, for the owner to hand over.
        if (mail && isMailAddress(row!.email)) {
          const [account] = await tx
            .select({ name: accounts.name })
            .from(accounts)
            .where(eq(accounts.id, owner.accountId));
          await queueInvitationMail(tx, mail, {
            email: row!.email,
            role: row!.role,
            accountId: owner.accountId,
            accountName: account!.name,
            invitedBy: by!.name,
            expiresAt: row!.expiresAt,
            token,
          });
        }
        return { kind: 'invited', invitation: toInvitation(row!, by!.name), token };
      });
    },

    /**
     * Sends a pending invitation again: a new link (only hashes are kept, so the old one cannot be mailed
     * again) with the same address, role and limit, and a new expiry; the old link stops working.
     */
    async resend(
      owner: { accountId: number; userId: number },
      id: number,
    ): Promise<InviteOutcome | undefined> {
      const [row] = await db
        .select()
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.id, id),
            eq(teamInvitations.accountId, owner.accountId),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        );
      if (!row) return undefined;
      return this.invite(owner, {
        email: row.email,
        role: row.role,
        order_limit: row.orderLimitCents === null ? null : toDollars(row.orderLimitCents),
      });
    },

    /** Withdraws an unused invitation of the account; false when there is none by that id. */
    async revoke(accountId: number, id: number): Promise<boolean> {
      const done = await db
        .update(teamInvitations)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(teamInvitations.id, id),
            eq(teamInvitations.accountId, accountId),
            isNull(teamInvitations.acceptedAt),
            isNull(teamInvitations.revokedAt),
          ),
        )
        .returning({ id: teamInvitations.id });
      return done.length > 0;
    },

    /** What the invitee's page shows before they set a password. */
    async preview(token: string): Promise<{ kind: 'ok'; preview: InvitationPreview } | LinkProblem> {
      const found = await byToken(db, token);
      const problem = problemOf(found?.invitation, now());
      if (problem) return problem;
      const { invitation } = found!;
      return {
        kind: 'ok',
        preview: { email: invitation.email, account_name: found!.accountName, role: invitation.role },
      };
    },

    /**
     * Takes the invitation with one conditional update (a second use, even a concurrent one, finds it taken)
     * and creates the user in the same transaction.
     */
    async accept(token: string, input: { name?: string; password: string }): Promise<AcceptOutcome> {
      const result = await inTransaction(db, async (tx) => {
        const [taken] = await tx
          .update(teamInvitations)
          .set({ acceptedAt: now() })
          .where(
            and(
              eq(teamInvitations.tokenHash, hashToken(token)),
              isNull(teamInvitations.acceptedAt),
              isNull(teamInvitations.revokedAt),
              gt(teamInvitations.expiresAt, now()),
            ),
          )
          .returning();
        if (!taken)
          return problemOf((await byToken(tx, token))?.invitation, now()) ?? { kind: 'used' as const };
        const created = await createAccountUsers(tx).create({
          accountId: taken.accountId,
          username: taken.email,
          name: input.name || null,
          password: input.password,
          role: taken.role,
          orderLimitCents: taken.orderLimitCents,
        });
        if (created.kind !== 'done') throw new UsernameTaken();
        await tx.execute(
          sql`update team_invitations set accepted_user_id = ${created.user.id} where id = ${taken.id}`,
        );
        return { kind: 'accepted' as const, userId: created.user.id };
      }).catch((error: unknown) => {
        if (error instanceof UsernameTaken) return { kind: 'username_taken' as const };
        throw error;
      });
      return result;
    },
  };
}

/** The address signed up some other way since the invitation: roll the acceptance back. */
class UsernameTaken extends Error {}

export type Invitations = ReturnType<typeof createInvitations>;
