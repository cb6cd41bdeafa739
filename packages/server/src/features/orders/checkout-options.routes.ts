import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { option } from '@tyreline/domain/contract/orders';
import { z } from 'zod';
import { rows, type Db } from '../../db/client.ts';

/** The checkout form's choices: how the customer pays and which of its department's staff it deals with. */
export const checkoutOptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/payment-types',
    {
      schema: {
        tags: ['orders'],
        summary: 'Payment types a checkout may choose',
        response: { 200: dataOf(z.array(option)), 401: errorBody },
      },
    },
    async () => ({
      data: await rows<{ id: number; name: string }>(
        db,
        sql`select id, name from payment_types where active order by id`,
      ),
    }),
  );

  app.get(
    '/employees',
    {
      schema: {
        tags: ['orders'],
        summary: 'The employees of the caller’s department',
        response: { 200: dataOf(z.array(option)), 401: errorBody },
      },
    },
    async (request) => ({
      data: await rows<{ id: number; name: string }>(
        db,
        sql`select id, name from employees where department_id = ${request.caller.departmentId} order by name, id`,
      ),
    }),
  );
};
