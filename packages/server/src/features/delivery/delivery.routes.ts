import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import {
  deliveryEstimatesQuery,
  deliveryPromise,
  deliveryPromiseQuery,
  warehouseEstimate,
} from '@tyreline/domain/contract/delivery';
import type { DeliveryService } from './delivery.service.ts';

/** Delivery cut-offs and pick-up times of the caller's warehouses, as of now. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  app.get(
    '/delivery-estimates',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'For each of the caller’s warehouses: the next delivery cut-off and promised date (for a postcode, only runs that deliver there) and when a pick-up would be ready',
        querystring: deliveryEstimatesQuery,
        response: { 200: dataOf(z.array(warehouseEstimate)), 401: errorBody, 422: errorBody, 499: errorBody },
      },
    },
    async (request) => ({
      data: await delivery.estimates(request.caller.departmentId, request.query.postcode),
    }),
  );

  app.get(
    '/delivery-promise',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'The promise an order placed now would keep for a warehouse, ship type and delivery postcode (the one checkout keeps); null where none can be made',
        querystring: deliveryPromiseQuery,
        response: { 200: dataOf(deliveryPromise), 401: errorBody, 422: errorBody, 499: errorBody },
      },
    },
    async (request) => {
      const { warehouse_id, ship_type, postcode } = request.query;
      return {
        data: await delivery.promise(request.caller.departmentId, {
          warehouseId: warehouse_id,
          shipType: ship_type,
          postcode: postcode === undefined ? undefined : String(postcode).padStart(4, '0'),
        }),
      };
    },
  );
};
