import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { paths, type Config } from './env.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { mailPreferenceRoutes } from './features/account/mail-preferences.routes.ts';
import { createMailPreferences } from './features/account/mail-preferences.service.ts';
import { staffAccountLedgerRoutes } from './features/account/staff-account-ledger.routes.ts';
import { staffAccountUserRoutes } from './features/account/staff-account-users.routes.ts';
import { staffAccountRoutes } from './features/account/staff-accounts.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { sessionRoutes, tokenRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { passwordResetRoutes } from './features/auth/password-reset.routes.ts';
import { createPasswordResets } from './features/auth/password-reset.service.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { optionRoutes } from './features/catalogue/options.routes.ts';
import { staffCatalogueRoutes } from './features/catalogue/staff-catalogue.routes.ts';
import { deliveryRoutes } from './features/delivery/delivery.routes.ts';
import { createDeliveryService } from './features/delivery/delivery.service.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { createDocumentsService } from './features/documents/documents.service.ts';
import { staffDocumentRoutes } from './features/documents/staff-documents.routes.ts';
import { orderNoteRoutes } from './features/orders/order-notes.routes.ts';
import { homeRoutes } from './features/home/home.routes.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { createMailService } from './features/mail/mail.service.ts';
import { staffImportRoutes } from './features/imports/staff-imports.routes.ts';
import { createCatalogueService } from './features/catalogue/catalogue.service.ts';
import { createPricingService } from './features/pricing/pricing.service.ts';
import { checkTeamRole } from './features/auth/team-guard.ts';
import { listRoutes } from './features/lists/lists.routes.ts';
import { createListsService } from './features/lists/lists.service.ts';
import { quickOrderRoutes } from './features/quick-order/quick-order.routes.ts';
import { createQuickOrderService } from './features/quick-order/quick-order.service.ts';
import { checkoutOptionRoutes } from './features/orders/checkout-options.routes.ts';
import { orderStatisticsRoutes } from './features/orders/order-statistics.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { staffOrderRoutes } from './features/orders/staff-orders.routes.ts';
import { shipmentRoutes } from './features/orders/shipments.routes.ts';
import { orderEditRoutes } from './features/orders/order-edits.routes.ts';
import { packageRoutes } from './features/packages/packages.routes.ts';
import { createPackagesService } from './features/packages/packages.service.ts';
import { retailQuoteRoutes } from './features/retail-quote/retail-quote.routes.ts';
import { createRetailQuoteService } from './features/retail-quote/retail-quote.service.ts';
import { publicQuoteRoutes, savedQuoteRoutes } from './features/retail-quote/retail-quotes.routes.ts';
import { createRetailQuotesService } from './features/retail-quote/retail-quotes.service.ts';
import { pricingRoutes } from './features/pricing/pricing.routes.ts';
import { staffContractPriceRoutes } from './features/pricing/staff-contract-prices.routes.ts';
import { createStaffAuthService } from './features/staff/staff-auth.service.ts';
import { registerStaffGuard } from './features/staff/staff-guard.ts';
import { staffRoutes, staffTokenRoutes } from './features/staff/staff.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { returnRoutes } from './features/returns/returns.routes.ts';
import { staffReturnRoutes } from './features/returns/staff-returns.routes.ts';
import { approvalRoutes } from './features/team/approvals.routes.ts';
import { createApprovals } from './features/team/approvals.service.ts';
import { createInvitations } from './features/team/invitations.service.ts';
import { inviteRoutes } from './features/team/invites.routes.ts';
import { teamRoutes } from './features/team/team.routes.ts';
import { createTestClock, testClockRoutes } from './features/system/test-clock.routes.ts';
import { vehicleRoutes } from './features/vehicles/vehicles.routes.ts';
import { staffWarrantyRoutes } from './features/warranty/staff-warranty.routes.ts';
import { warrantyRoutes } from './features/warranty/warranty.routes.ts';
import { createWarrantyService } from './features/warranty/warranty.service.ts';
import { createVehicleFitService } from './features/vehicles/vehicle-fit.service.ts';
import { createVehiclesService } from './features/vehicles/vehicles.service.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { mailSettingsOf } from './lib/mail/outbox.ts';
import { exposeRequestId, loggingOptions } from './lib/logging.ts';
import { guardHeaderTimeouts, serverTimeouts } from './lib/server-timeouts.ts';
import { serializerCompiler } from './lib/json-serializer.ts';
import { logClientAborts, QuietRequestLog } from './lib/request-log.ts';
import { sweepDeadSpools } from './lib/upload.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerWebApp } from './lib/web-app.ts';
import { registerWellFormedText } from './lib/well-formed-text.ts';
import { createStorage } from './lib/storage.ts';
import './features/auth/caller.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** false silences the log (most tests); otherwise JSON lines go to `logStream`, or stdout. */
  logger?: false;
  logStream?: NodeJS.WritableStream;
  /** The clock of delivery cut-offs and the promises orders keep; tests fix it (else TYRELINE_NOW, else real). */
  now?: () => Date;
}

/** Builds the whole HTTP app over an open database; `main.ts` only adds listening and shutdown. */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  now: givenNow,
}: AppOptions): Promise<FastifyInstance> {
  const logging = loggingOptions(config.logLevel, config.trustProxy, logStream);
  const app = Fastify({
    ...logging,
    logger: logger ?? logging.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
    logController: new QuietRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  guardHeaderTimeouts(app.server, config);
  // Uploads a killed process left in the temporary folder (decision 0053).
  await sweepDeadSpools();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  exposeRequestId(app);
  registerErrorHandling(app);
  logClientAborts(app);
  registerWellFormedText(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The mail's logo, as the Mail page shows a message as it was sent (MAIL_LOGO_URL may be elsewhere).
        // blob: a warranty claim's photos, fetched with the session's token, and their previews before sending.
        imgSrc: ["'self'", 'data:', 'blob:', new URL(config.mailLogoUrl).origin],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // Served over plain HTTP on a LAN or localhost, so requests must not be forced to HTTPS.
        upgradeInsecureRequests: null,
      },
    },
  });
  // brotli or gzip for every text answer the client accepts; built assets come pre-compressed (web-app.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
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
  const authSettings = {
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
    callerCacheMs: config.callerCacheMs,
    maxFailuresPerUser: config.loginMaxFailuresPerUser,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    lockSeconds: config.loginLockSeconds,
  };
  const auth = createAuthService(db, authSettings);
  const mail = mailSettingsOf(config);
  const warranty = createWarrantyService(db, createStorage(config), {
    now: givenNow,
    supplier: { ...config.supplier, email: config.supportEmail },
  });

  await app.register(tokenRoutes, { auth });
  await app.register(systemRoutes, { prefix: '/api', db, config });
  const invitations = createInvitations(db, undefined, mail);
  await app.register(inviteRoutes, { prefix: '/api', invitations, auth });
  const testClock = !givenNow && config.testNow ? createTestClock(config.testNow) : undefined;
  if (testClock) await app.register(testClockRoutes, { prefix: '/api', clock: testClock });
  const now = givenNow ?? testClock?.now;
  const throttle = {
    maxFailuresPerUser: config.loginMaxFailuresPerUser,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    lockSeconds: config.loginLockSeconds,
  };
  // A shop's retail quotes open signed out, from their link (decision 0050); the shop's own routes are below.
  const catalogue = createCatalogueService(db);
  const retailQuote = createRetailQuoteService(
    db,
    catalogue,
    createPricingService(db),
    path.join(paths.serverRoot, 'assets'),
  );
  const quotes = createRetailQuotesService(db, retailQuote, catalogue, now);
  await app.register(publicQuoteRoutes, { prefix: '/api/public', quotes });
  await app.register(passwordResetRoutes, {
    prefix: '/api/cus',
    tag: 'auth',
    resets: createPasswordResets(db, 'customer', { throttle, mail, now, sessionsEnded: auth.forgetUser }),
  });
  await app.register(
    async (customer) => {
      customer.decorateRequest('caller');
      customer.addHook('onRequest', async (request) => {
        request.caller = await auth.authenticate(request.headers.authorization);
        checkTeamRole(request);
      });
      await customer.register(sessionRoutes, { auth });
      await customer.register(accountRoutes, { db });
      await customer.register(mailPreferenceRoutes, { preferences: createMailPreferences(db) });
      await customer.register(catalogueRoutes, { db, cacheMs: config.catalogueCacheMs });
      await customer.register(optionRoutes, { db });
      await customer.register(pricingRoutes, { db });
      await customer.register(homeRoutes, { db });
      await customer.register(orderRoutes, { db, mail, now });
      await customer.register(checkoutOptionRoutes, { db });
      await customer.register(teamRoutes, { db, invitations });
      await customer.register(approvalRoutes, { approvals: createApprovals(db, now, mail) });
      await customer.register(orderStatisticsRoutes, { db });
      await customer.register(returnRoutes, { db, now });
      // Quick order and lists read products straight from the database, never from the listing cache.
      const pricing = createPricingService(db);
      await customer.register(quickOrderRoutes, {
        quickOrder: createQuickOrderService(db, catalogue, pricing),
      });
      await customer.register(listRoutes, { lists: createListsService(db, catalogue, pricing) });
      await customer.register(packageRoutes, { packages: createPackagesService(db, catalogue, pricing) });
      await customer.register(retailQuoteRoutes, { retailQuote });
      await customer.register(savedQuoteRoutes, { retailQuote, quotes });
      await customer.register(deliveryRoutes, { delivery: createDeliveryService(db, now) });
      await customer.register(vehicleRoutes, {
        vehicles: createVehiclesService(db, createCatalogueService(db, { cacheMs: config.catalogueCacheMs })),
        fit: createVehicleFitService(db),
      });
      await customer.register(warrantyRoutes, { warranty });
      await customer.register(documentRoutes, {
        documents: createDocumentsService(db, { ...config.supplier, email: config.supportEmail }),
      });
    },
    { prefix: '/api/cus' },
  );
  // The back office: sign-in is open; everything else needs a staff token and a role the route names.
  const staffAuth = createStaffAuthService(db, authSettings);
  await app.register(
    async (back) => {
      await back.register(staffTokenRoutes, { auth: staffAuth });
      await back.register(passwordResetRoutes, {
        tag: 'staff',
        resets: createPasswordResets(db, 'staff', {
          throttle,
          mail,
          now,
          sessionsEnded: staffAuth.forgetStaff,
        }),
      });
      await back.register(async (staff) => {
        registerStaffGuard(staff, staffAuth);
        await staff.register(staffRoutes, { db, auth: staffAuth });
        await staff.register(staffOrderRoutes, { db, mail });
        await staff.register(shipmentRoutes, { db, mail });
        await staff.register(staffReturnRoutes, { db, mail });
        await staff.register(orderEditRoutes, { db });
        await staff.register(staffAccountRoutes, { db });
        await staff.register(staffAccountUserRoutes, { db });
        await staff.register(staffAccountLedgerRoutes, { db });
        await staff.register(auditRoutes, { db });
        await staff.register(staffImportRoutes, { db, maxBytes: config.importMaxBytes });
        await staff.register(staffCatalogueRoutes, { db });
        await staff.register(staffContractPriceRoutes, { db });
        await staff.register(mailRoutes, { mail: createMailService(db, mail) });
        await staff.register(orderNoteRoutes, { db });
        await staff.register(staffDocumentRoutes, {
          db,
          letterhead: { ...config.supplier, email: config.supportEmail },
        });
        await staff.register(staffWarrantyRoutes, { warranty });
      });
    },
    { prefix: '/api/staff' },
  );

  await registerWebApp(app, config.webDist, path.join(paths.serverRoot, 'assets/images'));
  return app;
}
