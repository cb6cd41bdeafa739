import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { paths, type Config } from './env.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { sessionRoutes, tokenRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { optionRoutes } from './features/catalogue/options.routes.ts';
import { homeRoutes } from './features/home/home.routes.ts';
import { checkoutOptionRoutes } from './features/orders/checkout-options.routes.ts';
import { orderStatisticsRoutes } from './features/orders/order-statistics.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { pricingRoutes } from './features/pricing/pricing.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { registerWebApp } from './lib/web-app.ts';
import './lib/caller.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino logger settings; tests pass false. */
  logger?: boolean | object;
}

/** Builds the whole HTTP app over an open database; `main.ts` only adds listening and shutdown. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Served over plain HTTP on a LAN or localhost, so requests must not be forced to HTTPS.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tyreline API',
        version: '1.0.0',
        description: 'Trade ordering for tyres, wheels and accessories.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const auth = createAuthService(db, {
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    maxFailuresPerUser: config.loginMaxFailuresPerUser,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    lockSeconds: config.loginLockSeconds,
  });

  await app.register(tokenRoutes, { auth });
  await app.register(systemRoutes, { prefix: '/api', db, config });
  await app.register(
    async (customer) => {
      customer.decorateRequest('caller');
      customer.addHook('onRequest', async (request) => {
        request.caller = await auth.authenticate(request.headers.authorization);
      });
      await customer.register(sessionRoutes, { auth });
      await customer.register(accountRoutes, { db });
      await customer.register(catalogueRoutes, { db, cacheMs: config.catalogueCacheMs });
      await customer.register(optionRoutes, { db });
      await customer.register(pricingRoutes, { db });
      await customer.register(homeRoutes, { db });
      await customer.register(orderRoutes, { db });
      await customer.register(checkoutOptionRoutes, { db });
      await customer.register(orderStatisticsRoutes, { db });
    },
    { prefix: '/api/cus' },
  );

  await registerWebApp(app, config.webDist, path.join(paths.serverRoot, 'assets/images'));
  return app;
}
