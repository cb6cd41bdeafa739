import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cappedPageMeta, cappedPageOf, dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  bulkTransitionRequest,
  bulkTransitionResult,
  staffOrder,
  staffOrderListQuery,
  staffOrderSummary,
  staleOrderBody,
  transitionRequest,
  type BulkTransitionResult,
} from '@tyreline/domain/contract/staff';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import { option } from '@tyreline/domain/contract/orders';
import type { Db } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { createFulfilment, type FulfilmentOutcome, type StaffEdit } from './fulfilment.service.ts';
import { createStaffOrdersRepository } from './staff-orders.repository.ts';

const stale = (status: OrderStatus) =>
  `This order was changed by someone else: it is now ${ORDER_STATUS_LABELS[status].toLowerCase()}`;

function illegal(outcome: Extract<FulfilmentOutcome, { kind: 'illegal_transition' }>): string {
  const label = (s: OrderStatus) => ORDER_STATUS_LABELS[s].toLowerCase();
  return (
    `${outcome.number} is ${label(outcome.from)} and cannot become ${label(outcome.to)}; ` +
    (outcome.allowed.length > 0
      ? `it can become ${outcome.allowed.map(label).join(' or ')}.`
      : 'it is finished.')
  );
}

const guarded = { permission: 'moveOrders' as const };

export const staffOrderRoutes: FastifyPluginAsyncZod<{ db: Db; mail: MailSettings }> = async (
  app,
  { db, mail },
) => {
  const orders = createStaffOrdersRepository(db);
  const fulfilment = createFulfilment(db, mail);
  const move = (id: number, to: OrderStatus, note: string | undefined, by: StaffEdit) =>
    fulfilment.advance(String(id), to, note, by);

  app.get(
    '/orders',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary:
          'The order queue of every account (of the caller’s warehouses), oldest first: open orders unless a status or all is asked for; by warehouse, ship type, dates, account and text',
        querystring: staffOrderListQuery,
        response: { 200: cappedPageOf(staffOrderSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const { data, ...count } = await orders.list(query, request.staff);
      return { data, meta: cappedPageMeta(count, query) };
    },
  );

  app.get(
    '/warehouses',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary:
          'The warehouses the caller works for (every one unless they are limited), for the queue’s filter',
        response: { 200: dataOf(z.array(option)), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ data: await orders.warehouses(request.staff) }),
  );

  app.get(
    '/orders/:id',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary: 'One order with lines, totals, history, account, version and the statuses it may move to',
        params: idParams,
        response: { 200: dataOf(staffOrder), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const found = await orders.find(request.params.id, request.staff);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/orders/:id/transitions',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary: 'Move an order to its next status (the version seen must still be current); audited',
        params: idParams,
        body: transitionRequest,
        response: {
          200: dataOf(staffOrder),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: staleOrderBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { to, note, version, tracking_reference } = request.body;
      const outcome = await move(id, to, note, {
        staffId: request.staff.staffId,
        version,
        trackingReference: tracking_reference,
        warehouseIds: request.staff.warehouseIds,
      });
      switch (outcome.kind) {
        case 'done':
          return { data: (await orders.find(id, request.staff))! };
        case 'not_found':
          throw notFound();
        case 'stale':
          throw new AppError('conflict', stale(outcome.status), undefined, {
            current: await orders.find(id, request.staff),
          });
        case 'illegal_transition':
          throw invalid({ to: [illegal(outcome)] }, illegal(outcome));
        case 'not_trackable':
          throw invalid({ tracking_reference: ['A carrier reference goes with a dispatch'] });
      }
    },
  );

  app.post(
    '/orders/transitions',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary: 'Move several orders to one status, each with the version seen; answers each order’s result',
        body: bulkTransitionRequest,
        response: {
          200: dataOf(z.array(bulkTransitionResult)),
          401: errorBody,
          403: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { to, note, items } = request.body;
      const results: BulkTransitionResult[] = [];
      // One transaction per order: one stale or finished order does not hold back the others.
      for (const item of items) {
        const outcome = await move(item.id, to, note, {
          staffId: request.staff.staffId,
          version: item.version,
          warehouseIds: request.staff.warehouseIds,
        });
        results.push(bulkResult(item.id, outcome));
      }
      return { data: results };
    },
  );
};

function bulkResult(id: number, outcome: FulfilmentOutcome): BulkTransitionResult {
  switch (outcome.kind) {
    case 'done':
      return {
        id,
        result: 'done',
        message: `${outcome.number} is now ${ORDER_STATUS_LABELS[outcome.status].toLowerCase()}.`,
        status: outcome.status,
        version: outcome.version,
      };
    case 'stale':
      return {
        id,
        result: 'conflict',
        message: stale(outcome.status),
        status: outcome.status,
        version: outcome.version,
      };
    case 'illegal_transition':
      return { id, result: 'invalid', message: illegal(outcome), status: outcome.from, version: null };
    case 'not_trackable':
      return {
        id,
        result: 'invalid',
        message: 'A carrier reference goes with a dispatch',
        status: outcome.status,
        version: null,
      };
    case 'not_found':
      return { id, result: 'not_found', message: `There is no order ${id}.`, status: null, version: null };
  }
}
