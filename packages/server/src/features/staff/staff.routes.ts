import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenRequest, tokenResponse } from '@tyreline/domain/contract/auth';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { staffMe } from '@tyreline/domain/contract/staff';
import type { Db } from '../../db/client.ts';
import { auditRoutes } from './audit.routes.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { registerStaffGuard } from './staff-guard.ts';
import { staffAccountLedgerRoutes } from './staff-account-ledger.routes.ts';
import { staffAccountUserRoutes } from './staff-account-users.routes.ts';
import { staffAccountRoutes } from './staff-accounts.routes.ts';
import { staffCatalogueRoutes } from './staff-catalogue.routes.ts';
import { staffContractPriceRoutes } from './staff-contract-prices.routes.ts';
import { staffDashboardRoutes } from './staff-dashboard.routes.ts';
import { staffImportRoutes } from './staff-imports.routes.ts';
import { staffManagementRoutes } from './staff-management.routes.ts';
import { staffOrderRoutes } from './staff-orders.routes.ts';

const anyStaff = { permission: 'useOwnSession' as const };

/** `/api/staff/*`: the back office's API. Sign-in is open; everything else needs a staff token and a role. */
export const staffRoutes: FastifyPluginAsyncZod<{
  db: Db;
  auth: StaffAuthService;
  importMaxBytes: number;
}> = async (app, { db, auth, importMaxBytes }) => {
  app.post(
    '/token',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in (password grant) or renewal (refresh_token grant), as /oauth/token',
        security: [],
        body: tokenRequest,
        response: { 200: tokenResponse, 400: errorBody, 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.token(request.body, request.ip);
    },
  );

  await app.register(async (staff) => {
    registerStaffGuard(staff, auth);

    staff.get(
      '/me',
      {
        config: anyStaff,
        schema: {
          tags: ['staff'],
          summary: 'The signed-in staff member and their role',
          response: { 200: dataOf(staffMe), 401: errorBody },
        },
      },
      async (request) => {
        const { staffId, username, name, role } = request.staff;
        return { data: { id: staffId, username, name, role } };
      },
    );

    staff.post(
      '/logout',
      {
        config: anyStaff,
        schema: {
          tags: ['staff'],
          summary: 'Revoke the current staff session',
          response: { 204: z.null(), 401: errorBody },
        },
      },
      async (request, reply) => {
        await auth.logout(request.staff);
        return reply.status(204).send(null);
      },
    );

    await staff.register(staffOrderRoutes, { db });
    await staff.register(staffAccountRoutes, { db });
    await staff.register(staffAccountUserRoutes, { db });
    await staff.register(staffAccountLedgerRoutes, { db });
    await staff.register(staffDashboardRoutes, { db });
    await staff.register(auditRoutes, { db });
    await staff.register(staffImportRoutes, { db, maxBytes: importMaxBytes });
    await staff.register(staffManagementRoutes, { db, auth });
    await staff.register(staffCatalogueRoutes, { db });
    await staff.register(staffContractPriceRoutes, { db });
  });
};
