import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import { option } from '@tyreline/domain/contract/orders';
import { auditEntry, auditQuery } from '@tyreline/domain/contract/staff';
import type { Db } from '../../db/client.ts';
import { auditStaffOptions, listAudit } from './audit.repository.ts';

/** `/api/staff/audit*`: the log of every staff write, for administrators. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { permission: 'readAudit' },
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

  app.get(
    '/audit/staff',
    {
      config: { permission: 'readAudit' },
      schema: {
        tags: ['staff'],
        summary: 'Every member of staff, for the audit log’s "who" filter (administrators)',
        response: { 200: dataOf(z.array(option)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await auditStaffOptions(db) }),
  );
};
