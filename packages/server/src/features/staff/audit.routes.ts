import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import { auditEntry, auditQuery } from '@tyreline/domain/contract/staff';
import { STAFF_PERMISSIONS } from '@tyreline/domain/staff';
import type { Db } from '../../db/client.ts';
import { listAudit } from './audit.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { roles: STAFF_PERMISSIONS.readAudit },
      schema: {
        tags: ['staff'],
        summary: 'Every staff write, newest first, by entity, staff member and date range (administrators)',
        querystring: auditQuery,
        response: { 200: pageOf(auditEntry), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const { data, total } = await listAudit(db, query);
      return { data, meta: pageMeta(total, query) };
    },
  );
};
