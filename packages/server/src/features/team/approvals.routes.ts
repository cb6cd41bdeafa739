import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { insufficientStockBody } from '@tyreline/domain/contract/orders';
import {
  APPROVAL_STATUS_LABELS,
  approval,
  approvalListQuery,
  approvalParams,
  approvalRequest,
  rejection,
} from '@tyreline/domain/contract/team';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { refusalError } from '../orders/checkout.service.ts';
import type { Approvals, DecideOutcome } from './approvals.service.ts';

/** 409 is a request already decided, or stock too short to place it now (then with the short lines). */
const refusals = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: insufficientStockBody.partial({ short_lines: true }),
  422: errorBody,
};

/** A decision's answer; a refused placement keeps the checkout's reason and says the request still waits. */
function decided(outcome: DecideOutcome) {
  switch (outcome.kind) {
    case 'done':
      return { data: outcome.approval };
    case 'not_found':
      throw notFound();
    case 'decided':
      throw new AppError(
        'conflict',
        `This request has already been decided (${APPROVAL_STATUS_LABELS[outcome.status].toLowerCase()}).`,
      );
    case 'refused': {
      const error = refusalError(outcome.refusal);
      const reasons = [error.messages].flat();
      // The request stays pending: the owner may approve again once stock or credit allows.
      throw new AppError(
        error.code,
        ['The order could not be placed, so the request is still waiting.', ...reasons],
        error.fieldErrors,
        error.details,
      );
    }
  }
}

/** Orders over a buyer's limit: the buyer submits, an owner approves (placing the order then) or rejects. */
export const approvalRoutes: FastifyPluginAsyncZod<{ approvals: Approvals }> = async (app, { approvals }) => {
  app.get(
    '/approvals',
    {
      schema: {
        tags: ['team'],
        summary: 'Approval requests: all of the account’s for an owner, the caller’s own for anyone else',
        querystring: approvalListQuery,
        response: { 200: dataOf(z.array(approval)), 401: errorBody, 422: errorBody },
      },
    },
    async (request) => ({ data: await approvals.list(request.caller, request.query.status) }),
  );

  app.get(
    '/approvals/pending-count',
    {
      config: { team: 'manageTeam' },
      schema: {
        tags: ['team'],
        summary: 'How many requests wait for an owner (owners only)',
        response: { 200: dataOf(z.object({ pending: z.number().int() })), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ data: { pending: await approvals.pendingCount(request.caller.accountId) } }),
  );

  app.post(
    '/approvals',
    {
      config: { team: 'placeOrders' },
      schema: {
        tags: ['team'],
        summary: 'Submit a cart over the caller’s order limit for an owner’s approval',
        body: approvalRequest,
        response: { 201: dataOf(approval), ...refusals },
      },
    },
    async (request, reply) => {
      const outcome = await approvals.submit(request.caller, request.body);
      if (outcome.kind === 'invalid') throw invalid(outcome.fieldErrors);
      if (outcome.kind === 'within_limit')
        throw invalid({ lines: ['This order is within your order limit: place it at checkout.'] });
      return reply.status(201).send({ data: outcome.approval });
    },
  );

  app.post(
    '/approvals/:id/approve',
    {
      config: { team: 'manageTeam' },
      schema: {
        tags: ['team'],
        summary:
          'Approve: the order is placed now, stock and credit checked now; a refusal leaves it pending',
        params: approvalParams,
        response: { 200: dataOf(approval), ...refusals },
      },
    },
    async (request) => decided(await approvals.approve(request.caller, request.params.id)),
  );

  app.post(
    '/approvals/:id/reject',
    {
      config: { team: 'manageTeam' },
      schema: {
        tags: ['team'],
        summary: 'Reject with a reason the buyer sees',
        params: approvalParams,
        body: rejection,
        response: { 200: dataOf(approval), ...refusals },
      },
    },
    async (request) =>
      decided(await approvals.reject(request.caller, request.params.id, request.body.reason)),
  );
};
