import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  checkoutHeaders,
  checkoutRequest,
  insufficientStockBody,
  order,
  orderListQuery,
  orderSummary,
  type Order,
} from '@tyreline/domain/contract/orders';
import { orderForRole, summaryForRole } from '@tyreline/domain/team';
import type { Db } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { notFound } from '../../lib/errors.ts';
import { placeOrder, refusalError } from './checkout.service.ts';
import { createOrdersRepository } from './orders.repository.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailSettings; now?: () => Date }> = async (
  app,
  { db, mail, now },
) => {
  const orders = createOrdersRepository(db);

  app.post(
    '/orders',
    {
      config: { team: 'placeOrders' },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (checkout); a replayed Idempotency-Key answers the first order',
        headers: checkoutHeaders,
        body: checkoutRequest,
        response: {
          201: dataOf(order),
          401: errorBody,
          403: errorBody,
          409: insufficientStockBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { accountId, departmentId, userId, role, orderLimitCents } = request.caller;
      const outcome = await placeOrder(
        db,
        { accountId, departmentId, userId, role, orderLimitCents },
        request.headers['idempotency-key'],
        request.body,
        now,
        mail,
      );
      if (outcome.kind === 'placed') return reply.status(201).send(outcome.body);
      if (outcome.kind === 'replayed') return reply.status(201).send(outcome.body as { data: Order });
      throw refusalError(outcome);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The caller’s orders, newest first, by status, date range and text',
        querystring: orderListQuery,
        response: { 200: pageOf(orderSummary), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const { accountId, role } = request.caller;
      const { data, total } = await orders.list(accountId, query);
      return { data: data.map((summary) => summaryForRole(role, summary)), meta: pageMeta(total, query) };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the caller’s orders with its lines, totals and status history',
        params: idParams,
        response: { 200: dataOf(order), 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const found = await orders.find(request.caller.accountId, request.params.id);
      if (!found) throw notFound();
      return { data: orderForRole(request.caller.role, found) };
    },
  );
};
