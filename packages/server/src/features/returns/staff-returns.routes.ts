import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  approveReturnRequest,
  receiveReturnRequest,
  rejectReturnRequest,
  staffReturn,
  staffReturnListQuery,
  staffReturnSummary,
  staleReturnBody,
} from '@tyreline/domain/contract/returns';
import { RETURN_STATUS_LABELS, nextReturnStatuses } from '@tyreline/domain/returns';
import type { Db } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createReturnsRepository } from './returns.repository.ts';
import { createReturns, type DecisionOutcome } from './returns.service.ts';

const responses = {
  200: dataOf(staffReturn),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: staleReturnBody,
  422: errorBody,
};

/** Staff's returns (docs/product.md §21): the list, a return, and the decisions that move it on. */
export const staffReturnRoutes: FastifyPluginAsyncZod<{ db: Db; mail?: MailSettings }> = async (
  app,
  { db, mail },
) => {
  const repository = createReturnsRepository(db);
  const service = createReturns(db, undefined, mail);

  /** The return as it is now, or the 409/404 of a step that could not be taken. */
  async function answer(id: number, outcome: DecisionOutcome) {
    if (outcome.kind === 'not_found') throw notFound();
    const current = await repository.findForStaff(id);
    if (outcome.kind === 'done') return { data: current! };
    const status = current!.status;
    const message =
      nextReturnStatuses(status).length === 0
        ? `${current!.number} is already ${RETURN_STATUS_LABELS[status].toLowerCase()}.`
        : `${current!.number} was changed by someone else: it is now ${RETURN_STATUS_LABELS[status].toLowerCase()}.`;
    throw new AppError('conflict', message, undefined, { current });
  }

  app.get(
    '/returns',
    {
      config: { permission: 'viewAfterSale' },
      schema: {
        tags: ['staff'],
        summary: 'Every account’s returns, newest first, by status and text (RMA, order or account)',
        querystring: staffReturnListQuery,
        response: { 200: pageOf(staffReturnSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await repository.listForStaff(request.query);
      return { data, meta: pageMeta(total, request.query) };
    },
  );

  app.get(
    '/returns/:id',
    {
      config: { permission: 'viewAfterSale' },
      schema: {
        tags: ['staff'],
        summary: 'One return with its lines, timeline, credit note, version and the warehouses it may go to',
        params: idParams,
        response: {
          200: dataOf(staffReturn),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await repository.findForStaff(request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/returns/:id/approve',
    {
      config: { permission: 'decideReturns' },
      schema: {
        tags: ['staff'],
        summary: 'Approve a requested return (the version seen must still be current); audited',
        params: idParams,
        body: approveReturnRequest,
        response: responses,
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await service.approve(id, { staffId: request.staff.staffId, ...request.body });
      return answer(id, outcome);
    },
  );

  app.post(
    '/returns/:id/reject',
    {
      config: { permission: 'decideReturns' },
      schema: {
        tags: ['staff'],
        summary: 'Reject a requested return with a reason the customer reads; audited',
        params: idParams,
        body: rejectReturnRequest,
        response: responses,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, reason } = request.body;
      const outcome = await service.reject(id, reason, { staffId: request.staff.staffId, version });
      return answer(id, outcome);
    },
  );

  app.post(
    '/returns/:id/receive',
    {
      config: { permission: 'receiveReturns' },
      schema: {
        tags: ['staff'],
        summary:
          'Receive an approved return into a warehouse, each line saleable (back on the shelf) or written off; the credit note follows; audited',
        params: idParams,
        body: receiveReturnRequest,
        response: responses,
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await service.receive(id, request.body, { staffId: request.staff.staffId });
      return answer(id, outcome);
    },
  );
};
