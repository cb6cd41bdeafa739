import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessoryQuery,
  crossStockEntry,
  crossStockQuery,
  productPage,
  productQuery,
} from '@tyreline/domain/contract/catalogue';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { createCatalogueService } from './catalogue.service.ts';

const errors = { 401: errorBody, 422: errorBody, 499: errorBody };

/** The shop's listings: tyres and wheels, accessories, and the cross-stock of another department. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; cacheMs: number }> = async (
  app,
  { db, cacheMs },
) => {
  const catalogue = createCatalogueService(db, { cacheMs });

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
    (request) => {
      const { type } = request.query;
      return catalogue.list(request.caller.departmentId, type ? [type] : ['tyre', 'wheel'], request.query);
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
    (request) => catalogue.list(request.caller.departmentId, ['accessory'], request.query),
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
