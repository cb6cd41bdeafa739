import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  customerUser,
  customerUserInput,
  passwordReset,
  userParams,
  userStatusRequest,
} from '@tyreline/domain/contract/staff-accounts';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { createAccountAdmin } from './account-admin.service.ts';
import { createAccountUsers, type UserOutcome } from './account-users.service.ts';

const guarded = { permission: 'manageAccounts' as const };
const tags = ['staff'];

/** What a change to one user of one account answers. */
const userWriteAnswers = {
  200: dataOf(customerUser),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  422: errorBody,
};

/** `/api/staff/accounts/:id/users`: an account's sign-ins, created, reset and disabled by sales and admin. */
export const staffAccountUserRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = createAccountAdmin(db);
  const users = createAccountUsers(db);

  const userAnswer = (outcome: UserOutcome) => {
    switch (outcome.kind) {
      case 'done':
        return { data: outcome.user };
      case 'account_not_found':
      case 'not_found':
        throw notFound();
      case 'username_taken':
        throw invalid({ username: [`The username ${outcome.username} is already taken`] });
      case 'self':
      case 'last_owner':
        throw new AppError('conflict', 'Only an owner of the account changes its owners.');
    }
  };

  app.get(
    '/accounts/:id/users',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The account’s sign-ins',
        params: idParams,
        response: {
          200: dataOf(z.array(customerUser)),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      if (!(await admin.find(request.params.id))) throw notFound();
      return { data: await users.list(request.params.id) };
    },
  );

  app.post(
    '/accounts/:id/users',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Create a sign-in for the account; audited',
        params: idParams,
        body: customerUserInput,
        response: {
          201: dataOf(customerUser),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const outcome = await users.create(
        { accountId: request.params.id, ...request.body },
        { staffId: request.staff.staffId },
      );
      return reply.status(201).send(userAnswer(outcome));
    },
  );

  app.post(
    '/accounts/:id/users/:userId/password',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Set a user’s new password and end their sessions; audited (never the password)',
        params: userParams,
        body: passwordReset,
        response: userWriteAnswers,
      },
    },
    async (request) =>
      userAnswer(
        await users.resetPassword(request.params.id, request.params.userId, request.body.password, {
          staffId: request.staff.staffId,
        }),
      ),
  );

  app.post(
    '/accounts/:id/users/:userId/status',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Disable (499 at sign-in, sessions ended) or enable one user; audited',
        params: userParams,
        body: userStatusRequest,
        response: userWriteAnswers,
      },
    },
    async (request) =>
      userAnswer(
        await users.setDisabled(request.params.id, request.params.userId, request.body.disabled, {
          staffId: request.staff.staffId,
        }),
      ),
  );
};
