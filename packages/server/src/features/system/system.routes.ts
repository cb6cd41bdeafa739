import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig } from '@tyreline/domain/contract/account';
import { dataOf } from '@tyreline/domain/contract/common';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { createSystemRepository } from './system.repository.ts';

/** Public, unauthenticated calls: health for load balancers, settings the web app needs before sign-in. */
export const systemRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const system = createSystemRepository(db);
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await system.ping();
      return { status: 'ok' as const };
    },
  );

  app.get('/config', { schema: { tags: ['system'], response: { 200: dataOf(publicConfig) } } }, async () => ({
    data: {
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      idleTimeoutMs: config.idleTimeoutMs,
    },
  }));
};
