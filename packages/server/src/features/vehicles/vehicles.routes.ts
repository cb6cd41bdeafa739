import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import {
  fitCheck,
  fitCheckRequest,
  vehicle,
  vehicleFitment,
  vehicleIdParams,
  vehicleModelsQuery,
  vehicleVariant,
  vehicleVariantsQuery,
  vehicleYearsQuery,
} from '@tyreline/domain/contract/vehicles';
import type { VehicleFitService } from './vehicle-fit.service.ts';
import type { VehiclesService } from './vehicles.service.ts';

const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 499: errorBody };

/** Vehicle look-up, make → model → year → variant, and what fits a vehicle from the caller's stock. */
export const vehicleRoutes: FastifyPluginAsyncZod<{
  vehicles: VehiclesService;
  fit: VehicleFitService;
}> = async (app, { vehicles, fit }) => {
  const tags = ['vehicles'];

  app.get(
    '/vehicles/makes',
    {
      schema: {
        tags,
        summary: 'Every make the fitment data holds',
        response: { 200: dataOf(z.array(z.string())), ...errors },
      },
    },
    async () => ({ data: await vehicles.makes() }),
  );

  app.get(
    '/vehicles/models',
    {
      schema: {
        tags,
        summary: 'The models of a make',
        querystring: vehicleModelsQuery,
        response: { 200: dataOf(z.array(z.string())), ...errors },
      },
    },
    async (request) => ({ data: await vehicles.models(request.query.make) }),
  );

  app.get(
    '/vehicles/years',
    {
      schema: {
        tags,
        summary: 'The model years of a make and model, newest first',
        querystring: vehicleYearsQuery,
        response: { 200: dataOf(z.array(z.number().int())), ...errors },
      },
    },
    async (request) => ({ data: await vehicles.years(request.query.make, request.query.model) }),
  );

  app.get(
    '/vehicles',
    {
      schema: {
        tags,
        summary: 'The variants of a make and model in a model year',
        querystring: vehicleVariantsQuery,
        response: { 200: dataOf(z.array(vehicleVariant)), ...errors },
      },
    },
    async (request) => {
      const { make, model, year } = request.query;
      return { data: await vehicles.variants(make, model, year) };
    },
  );

  app.get(
    '/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'A vehicle variant’s factory tyre sizes, wheel fitment and placard minimums',
        params: vehicleIdParams,
        response: { 200: dataOf(vehicle), ...errors },
      },
    },
    async (request) => ({ data: await vehicles.vehicle(request.params.id) }),
  );

  app.get(
    '/vehicles/:id/fitment',
    {
      schema: {
        tags,
        summary:
          'The vehicle with the tyres in its factory sizes (marked when below the placard) and the wheels with its bolt pattern (each check: PCD, bore, offset), in stock',
        params: vehicleIdParams,
        response: { 200: dataOf(vehicleFitment), ...errors },
      },
    },
    async (request) => ({ data: await vehicles.fitment(request.caller, request.params.id) }),
  );

  app.post(
    '/vehicles/:id/fit',
    {
      schema: {
        tags,
        summary:
          'Checks products about to be added from the vehicle’s view with the one fit rule: a product that does not fit needs an override reason (else a 422 naming it)',
        params: vehicleIdParams,
        body: fitCheckRequest,
        response: { 200: dataOf(fitCheck), 400: errorBody, ...errors },
      },
    },
    async (request) => ({
      data: await fit.check(request.params.id, request.body.product_ids, request.body.fit_override),
    }),
  );
};
