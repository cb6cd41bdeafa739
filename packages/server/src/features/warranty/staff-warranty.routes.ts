import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cappedPageMeta, cappedPageOf, dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import {
  adjustClaimRequest,
  approveClaimRequest,
  claimPhotoParams,
  rejectClaimRequest,
  staffClaim,
  staffClaimListQuery,
  staffClaimSummary,
  staleClaimBody,
} from '@tyreline/domain/contract/warranty';
import { sendDownload } from '../../lib/download.ts';
import { notFound } from '../../lib/errors.ts';
import type { Decision, WarrantyService } from './warranty.service.ts';

const viewing = { permission: 'viewAfterSale' as const };
const deciding = { permission: 'decideClaims' as const };

const decisionResponses = {
  200: dataOf(staffClaim),
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: staleClaimBody,
  422: errorBody,
};

/** Staff's warranty claims: the queue, a claim with its photos and PDF, and the decision on its credit. */
export const staffWarrantyRoutes: FastifyPluginAsyncZod<{ warranty: WarrantyService }> = async (
  app,
  { warranty },
) => {
  const { repository } = warranty;

  app.get(
    '/claims',
    {
      config: viewing,
      schema: {
        tags: ['staff'],
        summary:
          'Every account’s warranty claims, newest first, by status and text (claim, account, order, SKU)',
        querystring: staffClaimListQuery,
        response: { 200: cappedPageOf(staffClaimSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await repository.staffList(request.query);
      return { data, meta: cappedPageMeta({ total, capped: false }, request.query) };
    },
  );

  app.get(
    '/claims/:id',
    {
      config: viewing,
      schema: {
        tags: ['staff'],
        summary:
          'One warranty claim with its photos, timeline, the computed credit and the version a decision names',
        params: idParams,
        response: { 200: dataOf(staffClaim), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const found = await repository.staffClaim(request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.get(
    '/claims/:id/photos/:photoId',
    {
      config: viewing,
      schema: {
        tags: ['staff'],
        summary: 'A photo of a warranty claim',
        params: claimPhotoParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const photo = await warranty.photo(request.params.id, request.params.photoId);
      if (!photo) throw notFound();
      return sendDownload(reply, photo);
    },
  );

  app.get(
    '/claims/:id/claim.pdf',
    {
      config: viewing,
      schema: {
        tags: ['staff'],
        summary: 'The claim as a PDF for the tyre maker: the facts, tread depths, fault, photos and credit',
        params: idParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const pdf = await warranty.pdf(request.params.id);
      if (!pdf) throw notFound();
      return sendDownload(reply, pdf);
    },
  );

  const decide = (id: number, staffId: number, decision: Decision) =>
    warranty.decide(id, staffId, decision).then((data) => ({ data }));

  app.post(
    '/claims/:id/approve',
    {
      config: deciding,
      schema: {
        tags: ['staff'],
        summary: 'Approve a claim at the pro-rata credit: a credit note in the account’s ledger; audited',
        params: idParams,
        body: approveClaimRequest,
        response: decisionResponses,
      },
    },
    (request) => decide(request.params.id, request.staff.staffId, { kind: 'approve', ...request.body }),
  );

  app.post(
    '/claims/:id/adjust',
    {
      config: deciding,
      schema: {
        tags: ['staff'],
        summary: 'Approve a claim at another credit (0.01 up to the tyre’s price) with a reason; audited',
        params: idParams,
        body: adjustClaimRequest,
        response: decisionResponses,
      },
    },
    (request) => decide(request.params.id, request.staff.staffId, { kind: 'adjust', ...request.body }),
  );

  app.post(
    '/claims/:id/reject',
    {
      config: deciding,
      schema: {
        tags: ['staff'],
        summary: 'Reject a claim with a reason (no credit); audited',
        params: idParams,
        body: rejectClaimRequest,
        response: decisionResponses,
      },
    },
    (request) => decide(request.params.id, request.staff.staffId, { kind: 'reject', ...request.body }),
  );
};
