import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  createdInvitation,
  invitationRequest,
  memberStatusRequest,
  memberUpdate,
  team,
  teamMember,
} from '@tyreline/domain/contract/team';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { createAccountUsers, type UserOutcome } from '../account/account-users.service.ts';
import type { Invitations } from './invitations.service.ts';

const owners = { team: 'manageTeam' } as const;
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** The answer to an owner's change of a team member. */
function memberAnswer(outcome: UserOutcome) {
  switch (outcome.kind) {
    case 'done':
      return { data: outcome.user };
    case 'self':
      throw new AppError(
        'forbidden',
        'You cannot change your own role or disable yourself. Ask another owner.',
      );
    case 'last_owner':
      throw new AppError('conflict', 'The account must keep at least one active owner.');
    case 'username_taken':
    case 'account_not_found':
    case 'not_found':
      throw notFound();
  }
}

/** The owner's Team screen: the account's users and invitations (owners only, decision 0025). */
export const teamRoutes: FastifyPluginAsyncZod<{ db: Db; invitations: Invitations }> = async (
  app,
  { db, invitations },
) => {
  const users = createAccountUsers(db);

  app.get(
    '/team',
    {
      config: owners,
      schema: {
        tags: ['team'],
        summary: 'The account’s users and pending invitations (owners only)',
        response: { 200: dataOf(team), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { accountId } = request.caller;
      const [members, pending] = await Promise.all([users.list(accountId), invitations.pending(accountId)]);
      return { data: { members, invitations: pending } };
    },
  );

  app.post(
    '/team/invitations',
    {
      config: owners,
      schema: {
        tags: ['team'],
        summary: 'Invite a user: mails the invitee a one-time link and answers it for the owner to copy too',
        body: invitationRequest,
        response: { 201: dataOf(createdInvitation), ...refusals },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = request.caller;
      const outcome = await invitations.invite({ accountId, userId }, request.body);
      if (outcome.kind === 'username_taken')
        throw invalid({ email: [`${outcome.email} already signs in to Tyreline`] });
      return reply
        .status(201)
        .send({ data: { invitation: outcome.invitation, link: `/invite/${outcome.token}` } });
    },
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      config: owners,
      schema: {
        tags: ['team'],
        summary:
          'Send a pending invitation again: a new link (mailed and answered); the old link stops working',
        params: idParams,
        response: { 201: dataOf(createdInvitation), ...refusals },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = request.caller;
      const outcome = await invitations.resend({ accountId, userId }, request.params.id);
      if (!outcome) throw notFound();
      if (outcome.kind === 'username_taken')
        throw invalid({ email: [`${outcome.email} already signs in to Tyreline`] });
      return reply
        .status(201)
        .send({ data: { invitation: outcome.invitation, link: `/invite/${outcome.token}` } });
    },
  );

  app.delete(
    '/team/invitations/:id',
    {
      config: owners,
      schema: {
        tags: ['team'],
        summary: 'Withdraw an invitation: its link stops working',
        params: idParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      if (!(await invitations.revoke(request.caller.accountId, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/team/members/:id',
    {
      config: owners,
      schema: {
        tags: ['team'],
        summary: 'Change a user’s role and order limit (never leaving the account without an active owner)',
        params: idParams,
        body: memberUpdate,
        response: { 200: dataOf(teamMember), ...refusals },
      },
    },
    async (request) => {
      const { accountId, userId } = request.caller;
      return memberAnswer(
        await users.setRole(accountId, request.params.id, request.body, { ownerId: userId }),
      );
    },
  );

  app.post(
    '/team/members/:id/status',
    {
      config: owners,
      schema: {
        tags: ['team'],
        summary: 'Disable or enable a user (not yourself; never the last active owner)',
        params: idParams,
        body: memberStatusRequest,
        response: { 200: dataOf(teamMember), ...refusals },
      },
    },
    async (request) => {
      const { accountId, userId } = request.caller;
      return memberAnswer(
        await users.setDisabled(accountId, request.params.id, request.body.disabled, { ownerId: userId }),
      );
    },
  );
};
