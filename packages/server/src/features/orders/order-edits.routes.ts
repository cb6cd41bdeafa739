import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  orderEditConflictBody,
  orderEditRequest,
  orderEditResult,
} from '@tyreline/domain/contract/order-edits';
import { toDollars } from '@tyreline/domain/money';
import { notEditableMessage } from '@tyreline/domain/order-edits';
import { ORDER_STATUS_LABELS } from '@tyreline/domain/order-status';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { refusalError } from './checkout.service.ts';
import { createOrderEdits } from './order-edits.service.ts';
import { createStaffOrdersRepository } from './staff-orders.repository.ts';
import { onlyStaffWarehouseOrders } from '../staff/staff-warehouse-guard.ts';

/** Staff changing an order's lines before picking (docs/product.md §24, decision 0045). */
export const orderEditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', onlyStaffWarehouseOrders(db));
  const edits = createOrderEdits(db);
  const orders = createStaffOrdersRepository(db);

  app.post(
    '/orders/:id/edits',
    {
      config: { permission: 'editOrders' },
      schema: {
        tags: ['staff'],
        summary:
          'Change an order’s lines before picking (the lines as they should be, the version seen); ' +
          'stock, ledger, history and audit follow. `dry_run` answers the order as it would be',
        params: idParams,
        body: orderEditRequest,
        response: {
          200: dataOf(orderEditResult),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: orderEditConflictBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await edits.edit(id, request.body, request.staff.staffId);
      switch (outcome.kind) {
        case 'done':
          return {
            data: {
              order: outcome.order,
              summary: outcome.summary,
              total_change: toDollars(outcome.totalChangeCents),
              credit_note: outcome.creditNote,
            },
          };
        case 'not_found':
          throw notFound();
        case 'stale':
          throw new AppError(
            'conflict',
            `This order was changed by someone else: it is now ${ORDER_STATUS_LABELS[outcome.status].toLowerCase()}`,
            undefined,
            { current: await orders.find(id) },
          );
        case 'not_editable':
          throw new AppError('conflict', notEditableMessage(outcome.number, outcome.status), undefined, {
            current: await orders.find(id),
          });
        case 'refused':
          throw refusalError(outcome.refusal);
      }
    },
  );
};
