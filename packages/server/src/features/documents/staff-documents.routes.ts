import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@tyreline/domain/contract/common';
import { sendDownload } from '../../lib/download.ts';
import { notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Letterhead } from './billing.ts';
import { createDocumentsService } from './documents.service.ts';
import { createPackingSlips } from './packing-slip.ts';
import { onlyStaffWarehouseOrders } from '../staff/staff-warehouse-guard.ts';

/** Whoever may see and move orders prints their documents. */
const guarded = { permission: 'moveOrders' as const };
const refusals = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** `/api/staff/orders/:id/…pdf`: an order's tax invoice (the customer's own) and its packing slip. */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; letterhead: Letterhead }> = async (
  app,
  { db, letterhead },
) => {
  app.addHook('preHandler', onlyStaffWarehouseOrders(db));
  const documents = createDocumentsService(db, letterhead);
  const packingSlips = createPackingSlips(db, letterhead);
  app.get(
    '/orders/:id/invoice.pdf',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary: 'The tax invoice of any account’s order, as the customer downloads it (PDF)',
        params: idParams,
        response: refusals,
      },
    },
    async (request, reply) => {
      const invoice = await documents.staffInvoice(request.params.id);
      if (!invoice) throw notFound('Order not found');
      return sendDownload(reply, invoice);
    },
  );

  app.get(
    '/orders/:id/packing-slip.pdf',
    {
      config: guarded,
      schema: {
        tags: ['staff'],
        summary:
          'The packing slip of an order: where it goes, its reference and promised date, and each line to tick off; no prices (PDF)',
        params: idParams,
        response: refusals,
      },
    },
    async (request, reply) => {
      const slip = await packingSlips.packingSlip(request.params.id);
      if (!slip) throw notFound('Order not found');
      return sendDownload(reply, slip);
    },
  );
};
