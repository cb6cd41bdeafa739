import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import { backorderCancelRequest, shipmentRequest } from '@tyreline/domain/contract/shipments';
import { staffOrder, staleOrderBody } from '@tyreline/domain/contract/staff';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import type { Db } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { createShipments, type ShipmentOutcome } from './shipments.service.ts';
import { createStaffOrdersRepository } from './staff-orders.repository.ts';
import { onlyStaffWarehouseOrders } from '../staff/staff-warehouse-guard.ts';

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

const guarded = { permission: 'moveOrders' as const };

const answers = {
  200: dataOf(staffOrder),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: staleOrderBody,
  422: errorBody,
};

/** Partial dispatch and backorders (docs/product.md §25): shipments of part of an order, and cancelling the rest. */
export const shipmentRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailSettings }> = async (
  app,
  { db, mail },
) => {
  app.addHook('preHandler', onlyStaffWarehouseOrders(db));
  const orders = createStaffOrdersRepository(db);
  const shipments = createShipments(db, mail);

  /** The order as it is now, or the refusal; a 409 carries the order as it is now, like a stale status move. */
  async function answer(id: number, outcome: ShipmentOutcome) {
    switch (outcome.kind) {
      case 'done':
        return { data: (await orders.find(id))! };
      case 'not_found':
        throw notFound();
      case 'stale':
        throw new AppError(
          'conflict',
          `This order was changed by someone else: it is now ${label(outcome.status)}`,
          undefined,
          { current: await orders.find(id) },
        );
      case 'wrong_status':
        throw new AppError(
          'conflict',
          outcome.expected === 'shippable'
            ? `${outcome.number} is ${label(outcome.status)}: only an order being picked or on backorder can be sent in part`
            : `${outcome.number} is ${label(outcome.status)}: it has no backorder to cancel`,
          undefined,
          { current: await orders.find(id) },
        );
      case 'invalid':
        throw invalid(outcome.fieldErrors);
    }
  }

  app.post(
    '/orders/:id/shipments',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary:
          'Dispatch (or make ready) some quantities of an order being picked or on backorder, with its carrier reference; the rest waits on backorder. Audited',
        params: idParams,
        body: shipmentRequest,
        response: answers,
      },
    },
    async (request) => {
      const { id } = request.params;
      return answer(id, await shipments.ship(id, request.body, request.staff.staffId));
    },
  );

  app.post(
    '/orders/:id/backorder/cancel',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary:
          'Cancel what waits on backorder: restocked, credited with a credit note, and the order moves on. Audited',
        params: idParams,
        body: backorderCancelRequest,
        response: answers,
      },
    },
    async (request) => {
      const { id } = request.params;
      return answer(id, await shipments.cancelBackorder(id, request.body, request.staff.staffId));
    },
  );
};
