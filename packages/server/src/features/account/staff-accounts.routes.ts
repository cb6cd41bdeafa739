import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams, pageMeta } from '@tyreline/domain/contract/common';
import { option } from '@tyreline/domain/contract/orders';
import {
  ACCOUNT_LABELS,
  accountEdit,
  accountInput,
  accountStatusRequest,
  staffAccount,
  staffAccountListQuery,
  staffAccountSummary,
  staleAccountBody,
} from '@tyreline/domain/contract/staff-accounts';
import { pageOf } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { changesFromInput, createAccountAdmin, type AccountOutcome } from './account-admin.service.ts';
import { changesSince } from '../audit/audit.repository.ts';
import { createAccountRepository } from './account.repository.ts';

const guarded = { permission: 'manageAccounts' as const };

/** What an edit of an account answers: the account, or 409 with it as it is now. */
const accountEditAnswers = {
  200: dataOf(staffAccount),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: staleAccountBody,
  422: errorBody,
};

const tags = ['staff'];

const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ACCOUNT_LABELS).map(([key, label]) => [key, label.toLowerCase()])),
  disabled: 'enabled or disabled',
};

/** The 409 of a stale account edit: who changed what since the version the person saw. */
async function staleMessage(
  db: Db,
  id: number,
  seenVersion: number,
): Promise<{ message: string; fields: string[] }> {
  const changes = await changesSince(db, 'account', id, seenVersion);
  // In the form's order, whatever order the audit rows kept their keys in.
  const order = Object.keys(FIELD_NAMES);
  const fields = changes.fields.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const { staffNames } = changes;
  const who = staffNames.length > 0 ? ` by ${staffNames.join(' and ')}` : '';
  const what = fields.length > 0 ? `: ${fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}` : '';
  return {
    message: `This account was changed meanwhile${who}${what}. Your changes were not saved; the form now shows it as it is.`,
    fields,
  };
}

export const staffAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = createAccountAdmin(db);
  const accounts = createAccountRepository(db);

  /** The account after a change, or the error answer for why not. */
  const answer = async (outcome: AccountOutcome, seenVersion: number) => {
    switch (outcome.kind) {
      case 'done':
        return { data: outcome.account };
      case 'not_found':
        throw notFound();
      case 'no_department':
        throw invalid({ department_id: [`There is no department ${outcome.departmentId}`] });
      case 'stale': {
        const { message, fields } = await staleMessage(db, outcome.account.id, seenVersion);
        throw new AppError('conflict', message, undefined, {
          current: outcome.account,
          changed_fields: fields,
        });
      }
    }
  };

  app.get(
    '/departments',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Every department, for the account form',
        response: { 200: dataOf(z.array(option)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await accounts.departments() }),
  );

  app.get(
    '/accounts',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Customer accounts by name, email, phone, a user’s username or id (admin, sales)',
        querystring: staffAccountListQuery,
        response: { 200: pageOf(staffAccountSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await admin.list(request.query);
      return { data, meta: pageMeta(total, request.query) };
    },
  );

  app.post(
    '/accounts',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Create a customer account; audited',
        body: accountInput,
        response: { 201: dataOf(staffAccount), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const changes = changesFromInput(request.body);
      const outcome = await admin.create(
        { ...changes, name: request.body.name, departmentId: request.body.department_id },
        { staffId: request.staff.staffId },
      );
      const body = await answer(outcome, 0);
      return reply.status(201).send(body);
    },
  );

  app.get(
    '/accounts/:id',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'One account with its balance and the version an edit must name',
        params: idParams,
        response: {
          200: dataOf(staffAccount),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const found = await admin.find(request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.put(
    '/accounts/:id',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Edit an account (the version seen must still be current, else 409 naming what changed); audited',
        params: idParams,
        body: accountEdit,
        response: accountEditAnswers,
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      const outcome = await admin.update(request.params.id, changesFromInput(input), {
        staffId: request.staff.staffId,
        version,
      });
      return answer(outcome, version);
    },
  );

  app.post(
    '/accounts/:id/status',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Disable or enable an account (with the version seen); its users get 499 while disabled; audited',
        params: idParams,
        body: accountStatusRequest,
        response: accountEditAnswers,
      },
    },
    async (request) => {
      const { disabled, version } = request.body;
      const outcome = await admin.update(
        request.params.id,
        { disabled },
        { staffId: request.staff.staffId, version },
      );
      return answer(outcome, version);
    },
  );
};
