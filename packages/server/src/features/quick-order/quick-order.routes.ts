import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { quickOrderRequest, quickOrderResult } from '@tyreline/domain/contract/quick-order';
import type { QuickOrderService } from './quick-order.service.ts';

/** `POST /api/cus/quick-order`: each pasted line resolved to a product, a choice of products, or a reason. */
export const quickOrderRoutes: FastifyPluginAsyncZod<{ quickOrder: QuickOrderService }> = async (
  app,
  { quickOrder },
) => {
  app.post(
    '/quick-order',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Read a pasted list or sku,qty CSV: each line’s product with stock, a choice, or why not',
        body: quickOrderRequest,
        response: { 200: dataOf(quickOrderResult), 401: errorBody, 413: errorBody, 422: errorBody },
      },
    },
    async (request) => ({ data: await quickOrder.resolve(request.caller, request.body.text) }),
  );
};
