import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessoryQuery,
  crossStockEntry,
  crossStockQuery,
  productPage,
  productQuery,
  type ProductPage,
  type ProductType,
} from '@tyreline/domain/contract/catalogue';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { createPricingService, type PriceAsker } from '../pricing/pricing.service.ts';
import { createCatalogueService } from './catalogue.service.ts';

const errors = { 401: errorBody, 422: errorBody, 499: errorBody };

/** The shop's listings: tyres and wheels, accessories, and the cross-stock of another department. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; cacheMs: number }> = async (
  app,
  { db, cacheMs },
) => {
  const catalogue = createCatalogueService(db, { cacheMs });
  // A cached page is the same object on every hit, so it is serialised once per cache lifetime, not per answer,
  // and kept as UTF-8 bytes: a string would be measured and encoded again for every answer (decision 0015).
  const serialised = new WeakMap<ProductPage, Buffer>();
  const sendPage = (reply: FastifyReply, page: ProductPage) => {
    let json = serialised.get(page);
    if (json === undefined) {
      json = Buffer.from(reply.serializeInput(page as unknown as Record<string, unknown>, '200') as string);
      serialised.set(page, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };

  const pricing = createPricingService(db);

  // A cached page's priced copy for each account (and team role) that asked, kept as long as the page itself
  // (CATALOGUE_CACHE_MS): one price read per account per page lifetime instead of one per request, and the
  // copy's JSON is memoised like the page's. With the cache off every page is new, so every request reads.
  const pricedCopies = new WeakMap<ProductPage, Map<string, Promise<ProductPage>>>();

  /**
   * The caller's prices on a (possibly cached, shared) page when its switch is off: a copy of its own.
   * Otherwise the shared page itself, so its memoised JSON serves every account of the department.
   */
  function withInlinePrices(asker: PriceAsker, page: ProductPage): Promise<ProductPage> {
    let copies = pricedCopies.get(page);
    if (!copies) {
      copies = new Map();
      pricedCopies.set(page, copies);
    }
    const key = `${asker.accountId}:${asker.role}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = pricing
        .withInlinePrices(asker, page.data)
        .then((data) => (data === page.data ? page : { ...page, data }));
      copies.set(key, copy);
      // A failed read is not kept: the next request asks again.
      copy.catch(() => copies.delete(key));
    }
    return copy;
  }

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tyres and wheels of the caller’s department, filtered, with capped stock per warehouse',
        querystring: productQuery,
        response: { 200: productPage, ...errors },
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      const types: ProductType[] = type ? [type] : ['tyre', 'wheel'];
      const page = await catalogue.list(request.caller, types, request.query);
      return sendPage(reply, await withInlinePrices(request.caller, page));
    },
  );

  app.get(
    '/accessories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Accessories of the caller’s department, filtered, with capped stock per warehouse',
        querystring: accessoryQuery,
        response: { 200: productPage, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await withInlinePrices(
          request.caller,
          await catalogue.list(request.caller, ['accessory'], request.query),
        ),
      ),
  );

  app.get(
    '/cross-stock',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Total same-SKU stock of another department the caller’s department sees (e.g. Brisbane)',
        querystring: crossStockQuery,
        response: { 200: dataOf(z.array(crossStockEntry)), ...errors },
      },
    },
    async (request) => ({
      data: await catalogue.crossStock(
        request.caller.departmentId,
        request.query.target_department_id,
        request.query.product_ids,
      ),
    }),
  );
};
