import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  returnDetail,
  returnListQuery,
  returnRequest,
  returnSummary,
  returnableOrder as returnableOrderSchema,
} from '@tyreline/domain/contract/returns';
import { toDollars } from '@tyreline/domain/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  createReturnsRepository,
  returnabilityOf,
  returnableLines,
  returnableOrder,
} from './returns.repository.ts';
import { createReturns } from './returns.service.ts';

/** Permission for every customer returns route: the team's owners and buyers (docs/product.md §21). */
const guarded = { team: 'requestReturns' as const };

/** The customer's returns (docs/product.md §21): ask to return goods of an order, and follow each return. */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (app, { db, now }) => {
  const clock = now ?? (() => new Date());
  const repository = createReturnsRepository(db);
  const service = createReturns(db, clock);

  app.get(
    '/orders/:id/returnable',
    {
      config: guarded,
      schema: {
        tags: ['returns'],
        summary:
          'Whether one of the caller’s orders takes a return now, until when, and how many of each line',
        params: idParams,
        response: { 200: dataOf(returnableOrderSchema), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const order = await returnableOrder(db, request.caller.accountId, request.params.id);
      if (!order) throw notFound();
      const state = returnabilityOf(order, await returnableLines(db, order.id), clock());
      return {
        data: {
          order_id: order.id,
          number: order.number,
          status: order.status,
          refusal: state.refusal,
          window_ends_at: state.windowEndsAt?.toISOString() ?? null,
          window_days: order.window_days,
          lines: state.lines.map((l) => ({
            line_no: l.line_no,
            product_id: l.product_id,
            sku: l.sku,
            name: l.name,
            qty: l.qty - l.qty_cancelled,
            returnable: l.returnable,
            unit_price: toDollars(l.unit_price_cents),
          })),
        },
      };
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      config: guarded,
      schema: {
        tags: ['returns'],
        summary:
          'Ask to return some lines and quantities of a delivered or collected order within the return window',
        params: idParams,
        body: returnRequest,
        response: {
          201: dataOf(returnDetail),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { accountId, userId } = request.caller;
      const made = await service.request({ accountId, userId }, request.params.id, request.body);
      if (!made) throw notFound();
      return reply.status(201).send({ data: (await repository.find(accountId, made.id))! });
    },
  );

  app.get(
    '/returns',
    {
      config: guarded,
      schema: {
        tags: ['returns'],
        summary: 'The account’s returns, newest first, by status',
        querystring: returnListQuery,
        response: { 200: pageOf(returnSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await repository.list(request.caller.accountId, request.query);
      return { data, meta: pageMeta(total, request.query) };
    },
  );

  app.get(
    '/returns/:id',
    {
      config: guarded,
      schema: {
        tags: ['returns'],
        summary: 'One of the account’s returns with its lines, timeline and credit note',
        params: idParams,
        response: {
          200: dataOf(returnDetail),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await repository.find(request.caller.accountId, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
