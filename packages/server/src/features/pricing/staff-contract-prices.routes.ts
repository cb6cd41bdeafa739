import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  contractPrice,
  contractPriceInput,
  contractPriceParams,
  contractPriceQuery,
} from '@tyreline/domain/contract/staff-catalogue';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { createContractPrices } from './contract-prices.service.ts';

const tags = ['staff'];
const guarded = { permission: 'editCatalogue' as const };

/** `/api/staff/accounts/:id/contract-prices*`: an account's own prices (admin, sales). */
export const staffContractPriceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const prices = createContractPrices(db);

  app.get(
    '/accounts/:id/contract-prices',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The account’s contract prices by SKU, searchable by SKU or name',
        params: idParams,
        querystring: contractPriceQuery,
        response: {
          200: pageOf(contractPrice),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await prices.list(request.params.id, request.query);
      if (!found) throw notFound();
      return { data: found.data, meta: pageMeta(found.total, request.query) };
    },
  );

  app.post(
    '/accounts/:id/contract-prices',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Set the account’s price for a product of its department by SKU (replacing any it had); audited',
        params: idParams,
        body: contractPriceInput,
        response: {
          200: dataOf(contractPrice),
          201: dataOf(contractPrice),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const outcome = await prices.set(request.params.id, request.body, request.staff.staffId);
      switch (outcome.kind) {
        case 'account_not_found':
          throw notFound();
        case 'no_product':
          throw invalid({ sku: [`There is no product ${outcome.sku} in this account’s department`] });
        case 'done':
          return reply.status(outcome.created ? 201 : 200).send({ data: outcome.price });
      }
    },
  );

  app.delete(
    '/accounts/:id/contract-prices/:productId',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Remove the account’s contract price for a product (list less its discount again); audited',
        params: contractPriceParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const removed = await prices.remove(request.params.id, request.params.productId, request.staff.staffId);
      if (!removed) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
