import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoPartTypeOption,
  brandOption,
  categoryOption,
  optionTypeQuery,
  warehouseOption,
  warehousesQuery,
} from '@tyreline/domain/contract/catalogue';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createOptionsRepository } from './options.repository.ts';

const errors = { 401: errorBody, 422: errorBody, 499: errorBody };

/** The shop's option lists; each answers `{ data: [...] }` for the caller's department. */
export const optionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const options = createOptionsRepository(db);
  const catalogue = createCatalogueRepository(db);
  const list = <T extends z.ZodType>(summary: string, item: T) => ({
    schema: { tags: ['catalogue'], summary, response: { 200: dataOf(z.array(item)), ...errors } },
  });

  app.get(
    '/brands',
    {
      schema: { ...list('Brands the department carries', brandOption).schema, querystring: optionTypeQuery },
    },
    async (request) => ({ data: await options.brands(request.caller.departmentId, request.query.type) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        ...list('Categories the department carries', categoryOption).schema,
        querystring: optionTypeQuery,
      },
    },
    async (request) => ({ data: await options.categories(request.caller.departmentId, request.query.type) }),
  );

  app.get(
    '/center_bore',
    list('Wheel centre bores the department carries (mm)', z.number()),
    async (request) => ({
      data: await options.centerBores(request.caller.departmentId),
    }),
  );

  app.get(
    '/bolt_pattern',
    list('Wheel bolt patterns (PCD) the department carries', z.string()),
    async (request) => ({
      data: await options.boltPatterns(request.caller.departmentId),
    }),
  );

  app.get(
    '/warehouses',
    {
      schema: {
        ...list('The department’s warehouses; all=true adds the cross-stock one (Brisbane)', warehouseOption)
          .schema,
        querystring: warehousesQuery,
      },
    },
    async (request) => {
      const visible = await catalogue.visibleWarehouses(request.caller.departmentId);
      return {
        data: visible
          .filter((w) => request.query.all || w.kind === 'own')
          .map((w) => ({ id: w.id, name: w.name, pick_up: w.kind === 'own' && w.pickUp })),
      };
    },
  );

  app.get('/auto-parts-type', list('Accessory auto-part types', autoPartTypeOption), async () => ({
    data: await options.autoPartTypes(),
  }));
};
