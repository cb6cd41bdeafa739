import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopImage, shopImageQuery } from '@tyreline/domain/contract/catalogue';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { createHomeRepository } from './home.repository.ts';

/** The home page's images: banners, brand tiles and the popup. */
export const homeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const home = createHomeRepository(db);
  app.get(
    '/shop-image',
    {
      schema: {
        tags: ['home'],
        summary: 'Home images of one type (1 banner, 2 brand, 3 popup) for the caller’s department',
        querystring: shopImageQuery,
        response: { 200: dataOf(z.array(shopImage)), 401: errorBody, 422: errorBody, 499: errorBody },
      },
    },
    async (request) => ({ data: await home.images(request.query.type, request.caller.departmentId) }),
  );
};
