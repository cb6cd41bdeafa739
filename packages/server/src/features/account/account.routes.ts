import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account, statementsEmailAnswer, statementsEmailRequest } from '@tyreline/domain/contract/account';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createAccountAdmin } from './account-admin.service.ts';
import { createAccountRepository } from './account.repository.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const accounts = createAccountRepository(db);
  const admin = createAccountAdmin(db);

  app.get(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in customer’s account',
        response: { 200: dataOf(account), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await accounts.forUser(request.caller.accountId, request.caller.userId);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.put(
    '/account/statements-email',
    {
      config: { team: 'manageTeam' },
      schema: {
        tags: ['account'],
        summary:
          'Set or clear the address the monthly statement is mailed to (owners only; empty = the owners who want it)',
        body: statementsEmailRequest,
        response: {
          200: dataOf(statementsEmailAnswer),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      // Bumps the account's version, so a back-office edit made from an older copy is refused (409), not lost.
      const outcome = await admin.update(request.caller.accountId, {
        statementsEmail: request.body.statements_email,
      });
      if (outcome.kind !== 'done') throw notFound();
      return { data: { statements_email: outcome.account.statements_email } };
    },
  );
};
