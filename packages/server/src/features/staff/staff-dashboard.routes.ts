import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';
import { staffDashboard } from '@tyreline/domain/contract/staff-dashboard';
import { staffMay } from '@tyreline/domain/staff';
import type { Db } from '../../db/client.ts';
import { staffDashboard as readDashboard } from './staff-dashboard.repository.ts';

export const staffDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      config: { permission: 'viewDashboard' },
      schema: {
        tags: ['staff'],
        summary:
          'Orders waiting per status and warehouse, today’s orders and value, accounts over 90 % of their credit limit (not for warehouse), and products out of stock somewhere that sold in the last 30 days',
        response: { 200: dataOf(staffDashboard), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({
      data: await readDashboard(db, staffMay(request.staff.role, 'manageAccounts')),
    }),
  );
};
