import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenResponse } from '@tyreline/domain/contract/auth';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { invitationAcceptance, invitationPreview, invitationToken } from '@tyreline/domain/contract/team';
import { AppError, invalid } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LinkProblem, Invitations } from './invitations.service.ts';

const refusals = { 401: errorBody, 404: errorBody, 409: errorBody, 410: errorBody, 422: errorBody };

/** Each unusable link as its answer, in words the invitee can act on. */
function linkError(problem: LinkProblem): AppError {
  switch (problem.kind) {
    case 'unknown':
      return new AppError(
        'not_found',
        'This invitation link is not valid. Ask the account’s owner for a new one.',
      );
    case 'used':
      return new AppError(
        'conflict',
        'This invitation has already been used. Sign in with your email and password.',
      );
    case 'expired':
      return new AppError('gone', 'This invitation link has expired. Ask the account’s owner for a new one.');
  }
}

/** The invitee's side of an invitation: no session yet, the link's token is the proof (decision 0025). */
export const inviteRoutes: FastifyPluginAsyncZod<{ invitations: Invitations; auth: AuthService }> = async (
  app,
  { invitations, auth },
) => {
  app.get(
    '/invites/:token',
    {
      schema: {
        tags: ['team'],
        summary: 'Who an invitation link is for and to which account',
        security: [],
        params: invitationToken,
        response: { 200: dataOf(invitationPreview), ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await invitations.preview(request.params.token);
      if (found.kind !== 'ok') throw linkError(found);
      return { data: found.preview };
    },
  );

  app.post(
    '/invites/:token/accept',
    {
      schema: {
        tags: ['team'],
        summary: 'Accept an invitation: set a password and get signed in (the link then stops working)',
        security: [],
        params: invitationToken,
        body: invitationAcceptance,
        response: { 200: tokenResponse, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { name, password, client_id, client_secret } = request.body;
      const outcome = await invitations.accept(request.params.token, { name, password });
      if (outcome.kind === 'username_taken')
        throw invalid({ email: ['This email already signs in to Tyreline'] });
      if (outcome.kind !== 'accepted') throw linkError(outcome);
      return auth.signIn(outcome.userId, client_id, client_secret);
    },
  );
};
