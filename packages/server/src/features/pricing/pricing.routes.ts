import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, idParams } from '@tyreline/domain/contract/common';
import { batchPriceRequest, priceInfo, priceLimit, productIdParams } from '@tyreline/domain/contract/pricing';
import type { Db } from '../../db/client.ts';
import { createPricingService } from './pricing.service.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 499: errorBody };

/** Price info and the price-lookup credit (docs/product.md §9), enforced here rather than trusted to the client. */
export const pricingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const pricing = createPricingService(db);

  app.get(
    '/price/:productId',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['pricing'],
        summary:
          'The caller’s price for a product; a product never priced before takes one credit when the switch is on',
        params: productIdParams,
        response: { 200: dataOf(priceInfo), ...errors },
      },
    },
    async (request) => ({ data: await pricing.price(request.caller.accountId, request.params.productId) }),
  );

  app.post(
    '/prices',
    {
      config: { team: 'seePrices' },
      schema: {
        tags: ['pricing'],
        summary: 'The caller’s prices for several products (the cart refresh); all or nothing on credit',
        body: batchPriceRequest,
        response: { 200: dataOf(z.array(priceInfo)), 400: errorBody, ...errors },
      },
    },
    async (request) => ({ data: await pricing.prices(request.caller.accountId, request.body.product_ids) }),
  );

  app.get(
    '/shop-price-limit/:id',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The caller’s own price-lookup switch and remaining credit',
        params: idParams,
        response: { 200: dataOf(priceLimit), ...errors },
      },
    },
    async (request) => ({ data: await pricing.limit(request.caller.accountId, request.params.id) }),
  );

  app.put(
    '/shop-reduce-remain/:id',
    {
      schema: {
        tags: ['pricing'],
        summary:
          'Kept for older clients (docs/product.md §9): the price call has already taken the credit, so this answers the price limit unchanged',
        params: idParams,
        response: { 200: dataOf(priceLimit), ...errors },
      },
    },
    async (request) => ({ data: await pricing.limit(request.caller.accountId, request.params.id) }),
  );
};
