import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summaryForRole } from '@tyreline/domain/team';
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
        summary: 'One of the order statistics (docs/product.md §15) for the caller’s own account',
        params: orderStatisticsParams,
        querystring: orderStatisticsQuery,
        response: { 200: dataOf(orderStatistic), 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { accountId, role } = request.caller;
      // Another customer's figures do not exist as far as this caller can tell.
      if (request.query.customer_id !== undefined && request.query.customer_id !== accountId)
        throw notFound();
      const statistic = await statistics.get(request.params.name, accountId);
      // A team viewer sees the latest order, not what it cost.
      if ('recent_order' in statistic && statistic.recent_order)
        return { data: { recent_order: summaryForRole(role, statistic.recent_order) } };
      return { data: statistic };
    },
  );
};
