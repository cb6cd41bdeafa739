import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import { orderNote, orderNoteRequest } from '@tyreline/domain/contract/staff-order-notes';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createOrderNotesRepository } from './order-notes.repository.ts';
import { onlyStaffWarehouseOrders } from '../staff/staff-warehouse-guard.ts';

const guarded = { permission: 'viewAfterSale' as const };

/** `/api/staff/orders/:id/notes`: the supplier's internal notes on an order, never shown to the customer. */
export const orderNoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', onlyStaffWarehouseOrders(db));
  const notes = createOrderNotesRepository(db);

  app.get(
    '/orders/:id/notes',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary: 'The internal notes on an order, newest first, each with who wrote it and when (staff only)',
        params: idParams,
        response: {
          200: dataOf(z.array(orderNote)),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await notes.list(request.params.id);
      if (!found) throw notFound('Order not found');
      return { data: found };
    },
  );

  app.post(
    '/orders/:id/notes',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary: 'Add an internal note to an order (trimmed, 1 to 2,000 characters); audited',
        params: idParams,
        body: orderNoteRequest,
        response: { 201: dataOf(orderNote), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const added = await notes.add(request.params.id, request.staff.staffId, request.body.text);
      if (!added) throw notFound('Order not found');
      return reply.status(201).send({ data: added });
    },
  );
};
