import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenRequest, tokenResponse } from '@tyreline/domain/contract/auth';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { staffMe } from '@tyreline/domain/contract/staff';
import type { Db } from '../../db/client.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { staffDashboardRoutes } from './staff-dashboard.routes.ts';
import { staffManagementRoutes } from './staff-management.routes.ts';

const anyStaff = { permission: 'useOwnSession' as const };

/** `/api/staff/token`: staff sign-in, open to everyone. */
export const staffTokenRoutes: FastifyPluginAsyncZod<{ auth: StaffAuthService }> = async (app, { auth }) => {
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
};

/**
 * Staff identity behind the staff guard (app.ts registers it in the guarded scope with the business areas'
 * staff routes): who is signed in, signing out, staff management and the dashboard.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; auth: StaffAuthService }> = async (
  staff,
  { db, auth },
) => {
  staff.get(
    '/me',
    {
      config: anyStaff,
      schema: {
        tags: ['staff'],
        summary:
          'The signed-in staff member, their role and the warehouses they are limited to (none: every one)',
        response: { 200: dataOf(staffMe), 401: errorBody },
      },
    },
    async (request) => {
      const { staffId, username, name, role, warehouseIds } = request.staff;
      return { data: { id: staffId, username, name, role, warehouse_ids: warehouseIds } };
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

  await staff.register(staffDashboardRoutes, { db });
  await staff.register(staffManagementRoutes, { db, auth });
};
