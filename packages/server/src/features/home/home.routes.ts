import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopImage, shopImageQuery, type ShopImage } from '@tyreline/domain/contract/catalogue';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { rows, type Db } from '../../db/client.ts';

/** The home page's images: banners, brand tiles and the popup. */
export const homeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => ({
      // Images without a department are shown to every department.
      data: await rows<ShopImage>(
        db,
        sql`select id, type, url, title, link from home_images
            where type = ${request.query.type}
              and (department_id is null or department_id = ${request.caller.departmentId})
            order by sort, id`,
      ),
    }),
  );
};
