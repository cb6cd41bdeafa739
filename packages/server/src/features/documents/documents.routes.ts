import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@tyreline/domain/contract/common';
import { statementQuery } from '@tyreline/domain/contract/documents';
import { orderListQuery } from '@tyreline/domain/contract/orders';
import { sendDownload } from '../../lib/download.ts';
import { notFound } from '../../lib/errors.ts';
import type { DocumentsService } from './documents.service.ts';

const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Invoices, statements and CSV exports of the caller's account. */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/orders/:id/invoice',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['documents'],
        summary: 'The tax invoice of one of the caller’s orders, as a PDF',
        params: idParams,
        response: refusals,
      },
    },
    async (request, reply) => {
      const invoice = await documents.invoice(request.caller.accountId, request.params.id);
      if (!invoice) throw notFound('Order not found');
      return sendDownload(reply, invoice);
    },
  );

  app.get(
    '/orders/export',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['documents'],
        summary: 'The orders the list’s filters match, as CSV (at most 5,000, newest first)',
        querystring: orderListQuery,
        response: refusals,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await documents.ordersCsv(request.caller.accountId, request.query)),
  );

  app.get(
    '/statement',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['documents'],
        summary:
          'The account statement between two dates: opening balance, entries, closing balance (PDF or CSV)',
        querystring: statementQuery,
        response: refusals,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await documents.statement(request.caller.accountId, request.query)),
  );
};
