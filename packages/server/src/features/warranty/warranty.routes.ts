import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  claim,
  claimableLine,
  claimListQuery,
  claimPhotoParams,
  claimSummary,
} from '@tyreline/domain/contract/warranty';
import { sendDownload } from '../../lib/download.ts';
import { notFound } from '../../lib/errors.ts';
import { MULTIPART_LIMITS, receiveClaim } from './claim-upload.ts';
import type { WarrantyService } from './warranty.service.ts';

/** The customer's warranty claims (docs/product.md §22): only ever their own account's. */
export const warrantyRoutes: FastifyPluginAsyncZod<{ warranty: WarrantyService }> = async (
  app,
  { warranty },
) => {
  // multipart/form-data is taken by these routes only (a claim's photos), never parsed elsewhere.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const { repository } = warranty;

  app.get(
    '/orders/:id/claimable-lines',
    {
      config: { team: 'placeOrders' },
      schema: {
        tags: ['warranty'],
        summary:
          'The tyre lines of one of the caller’s orders, with how many more warranty claims each takes',
        params: idParams,
        response: { 200: dataOf(z.array(claimableLine)), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const lines = await repository.claimableLines(request.caller.accountId, request.params.id);
      if (!lines) throw notFound();
      return { data: lines };
    },
  );

  app.post(
    '/orders/:id/claims',
    {
      config: { team: 'placeOrders' },
      schema: {
        tags: ['warranty'],
        summary:
          'Make a warranty claim on a delivered tyre: multipart/form-data with order_line_id, dot_code, ' +
          'original_tread_mm, remaining_tread_mm, fault, description and up to 5 `photos` (JPEG, PNG or WebP, 5 MB each)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: dataOf(claim),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const received = await receiveClaim(request);
      const { accountId, userId } = request.caller;
      const made = await warranty.submit({ accountId, userId }, request.params.id, received);
      return reply.status(201).send({ data: made });
    },
  );

  app.get(
    '/claims',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['warranty'],
        summary: 'The account’s warranty claims, newest first, by status',
        querystring: claimListQuery,
        response: { 200: pageOf(claimSummary), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await repository.customerList(request.caller.accountId, request.query);
      return { data, meta: pageMeta(total, request.query) };
    },
  );

  app.get(
    '/claims/:id',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['warranty'],
        summary: 'One of the account’s warranty claims with its photos, timeline and credit',
        params: idParams,
        response: { 200: dataOf(claim), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const found = await repository.customerClaim(request.caller.accountId, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.get(
    '/claims/:id/photos/:photoId',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['warranty'],
        summary: 'A photo of one of the account’s warranty claims',
        params: claimPhotoParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const photo = await warranty.photo(request.params.id, request.params.photoId, request.caller.accountId);
      if (!photo) throw notFound();
      return sendDownload(reply, photo);
    },
  );
};
