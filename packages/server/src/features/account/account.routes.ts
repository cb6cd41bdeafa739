import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account } from '@tyreline/domain/contract/account';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createAccountRepository } from './account.repository.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const accounts = createAccountRepository(db);

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
};
