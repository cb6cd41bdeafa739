/**
 * The bench's server process: the real app over the bench database, plus "ceiling" twins of the
 * benchmarked routes that answer a stored copy of the real JSON from memory, through the same
 * framework, validation and response schema, so the difference between the two is the database work.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productPage, productQuery } from '@tyreline/domain/contract/catalogue';
import { dataOf } from '@tyreline/domain/contract/common';
import { batchPriceRequest, priceInfo } from '@tyreline/domain/contract/pricing';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';

const stored = new Map<string, unknown>();

const ceilingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:name',
    { schema: { params: z.object({ name: z.string() }), body: z.unknown() } },
    async (request, reply) => {
      stored.set(request.params.name, request.body);
      return reply.status(204).send();
    },
  );
  app.get(
    '/products/:name',
    {
      schema: {
        params: z.object({ name: z.string() }),
        querystring: productQuery,
        response: { 200: productPage },
      },
    },
    async (request) => stored.get(request.params.name) as z.infer<typeof productPage>,
  );
  app.post(
    '/prices/:name',
    {
      schema: {
        params: z.object({ name: z.string() }),
        body: batchPriceRequest,
        response: { 200: dataOf(z.array(priceInfo)) },
      },
    },
    async (request) => stored.get(request.params.name) as { data: z.infer<typeof priceInfo>[] },
  );
};

const config = loadConfig();
// The same pool and app as `npm start` with DATABASE_URL; only request logging is quieter (warn).
const database = await openDatabase({ url: config.databaseUrl });
const app = await buildApp({ config, database, logger: { level: 'warn' } });
await app.register(ceilingRoutes, { prefix: '/bench/ceiling' });
await app.listen({ host: '127.0.0.1', port: 0 });
// The parent reads the port from the first line.
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
