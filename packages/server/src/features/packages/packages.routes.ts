import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import {
  checkedPackage,
  packageRequest,
  packageTyres,
  packageTyresQuery,
} from '@tyreline/domain/contract/packages';
import type { PackagesService } from './packages.service.ts';

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 499: errorBody };

/** Tyre-and-wheel packages: the fit rule stays on the server (issue #14 part 3). */
export const packageRoutes: FastifyPluginAsyncZod<{ packages: PackagesService }> = async (
  app,
  { packages },
) => {
  const tags = ['packages'];

  app.get(
    '/packages/tyres',
    {
      schema: {
        tags,
        summary:
          'A wheel and the tyres in stock that go on it (same rim diameter, a width its rim takes); with vehicle_id only those meeting its placard',
        querystring: packageTyresQuery,
        response: { 200: dataOf(packageTyres), ...errors },
      },
    },
    async (request) => ({
      data: await packages.tyresFor(request.caller, request.query.wheel_id, request.query.vehicle_id),
    }),
  );

  app.post(
    '/packages/check',
    {
      schema: {
        tags,
        summary:
          'Checks a package (the tyre fits the wheel, add-ons are accessories), prices each line and names each line the stock cannot fill',
        body: packageRequest,
        response: { 200: dataOf(checkedPackage), 400: errorBody, ...errors },
      },
    },
    async (request) => ({ data: await packages.check(request.caller, request.body) }),
  );
};
