import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import {
  orderStatistic,
  orderStatisticsParams,
  orderStatisticsQuery,
} from '@tyreline/domain/contract/orders';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createOrderStatisticsRepository } from './order-statistics.repository.ts';

export const orderStatisticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const statistics = createOrderStatisticsRepository(db);

  app.get(
    '/order-statistics/:name',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of SPEC.md’s order statistics for the caller’s own account',
        params: orderStatisticsParams,
        querystring: orderStatisticsQuery,
        response: { 200: dataOf(orderStatistic), 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { accountId } = request.caller;
      // Another customer's figures do not exist as far as this caller can tell.
      if (request.query.customer_id !== undefined && request.query.customer_id !== accountId)
        throw notFound();
      return { data: await statistics.get(request.params.name, accountId) };
    },
  );
};
