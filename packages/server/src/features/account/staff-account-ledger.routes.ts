import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataOf,
  errorBody,
  idParams,
  pageMeta,
  paginationMeta,
  paginationQuery,
} from '@tyreline/domain/contract/common';
import { accountLedger, paymentRequest } from '@tyreline/domain/contract/staff-accounts';
import { toCents, toDollars } from '@tyreline/domain/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createAccountAdmin } from './account-admin.service.ts';
import { createLedgerRepository } from '../orders/ledger.repository.ts';
import { recordPayment } from '../orders/payments.service.ts';

const guarded = { permission: 'manageAccounts' as const };
const tags = ['staff'];

/** `/api/staff/accounts/:id/ledger` and `/payments`: what an account owes, and recording its payments. */
export const staffAccountLedgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = createAccountAdmin(db);

  app.get(
    '/accounts/:id/ledger',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'The account’s invoices, credit notes and payments, newest first, with the balance after each',
        params: idParams,
        querystring: paginationQuery,
        response: {
          200: z.object({ data: accountLedger, meta: paginationMeta }),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const account = await admin.find(request.params.id);
      if (!account) throw notFound();
      const { page, per_page } = request.query;
      const { entries, total } = await createLedgerRepository(db).page(account.id, page, per_page);
      return {
        data: {
          balance: account.balance,
          credit_limit: account.credit_limit,
          entries: entries.map((e) => ({
            id: e.id,
            at: e.at.toISOString(),
            kind: e.kind,
            reference: e.reference,
            order: e.order,
            amount: toDollars(e.amountCents),
            balance: toDollars(e.balanceCents),
          })),
        },
        meta: pageMeta(total, request.query),
      };
    },
  );

  app.post(
    '/accounts/:id/payments',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Record a customer’s payment: it lowers the balance owed; audited',
        params: idParams,
        body: paymentRequest,
        response: {
          201: dataOf(z.object({ balance: z.number() })),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const outcome = await recordPayment(
        db,
        {
          accountId: request.params.id,
          amountCents: toCents(request.body.amount),
          reference: request.body.reference,
        },
        { staffId: request.staff.staffId },
      );
      if (outcome.kind === 'not_found') throw notFound();
      return reply.status(201).send({ data: { balance: toDollars(outcome.balanceCents) } });
    },
  );
};
