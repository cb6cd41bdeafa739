import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataOf, errorBody, pageMeta, pageOf } from '@tyreline/domain/contract/common';
import {
  importCommitted,
  importHistoryEntry,
  importHistoryQuery,
  importQuery,
  importRefusedBody,
  importReport,
  importWarehouse,
  mayImport,
  type ImportQuery,
} from '@tyreline/domain/contract/staff-imports';
import { rows, type Db } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { AppError, FORBIDDEN_FOR_ROLE } from '../../lib/errors.ts';
import { acceptCsvUploads, CSV, drainUpload, spooled, uploadOf } from '../../lib/upload.ts';
import { importCatalogue, listImports, type ImportOutcome } from './imports.service.ts';

const tags = ['staff'];
/** How long an import's connection may stay silent while the server works through the file. */
const IMPORT_SOCKET_TIMEOUT_MS = 15 * 60_000;

/** `/api/staff/imports`: products, stock and price CSV files, dry run and commit (decision 0032). */
export const staffImportRoutes: FastifyPluginAsyncZod<{ db: Db; maxBytes: number }> = async (
  app,
  { db, maxBytes },
) => {
  acceptCsvUploads(app);

  /** Runs an upload; whatever is left of the body is drained, so the answer is never stuck behind it. */
  const run = async (request: FastifyRequest, { kind, file_name }: ImportQuery, dryRun: boolean) => {
    if (!mayImport(request.staff.role, kind)) throw new AppError('forbidden', FORBIDDEN_FOR_ROLE);
    // The connection is silent while a large file is checked or written; the idle limit
    // (CONNECTION_TIMEOUT_MS) must not cut it off before the answer.
    request.raw.socket.setTimeout?.(IMPORT_SOCKET_TIMEOUT_MS); // (absent under app.inject)
    try {
      return await spooled(uploadOf(request, maxBytes), (stream) =>
        importCatalogue(db, [{ kind, name: file_name, stream }], {
          dryRun,
          by: { staffId: request.staff.staffId },
        }),
      );
    } finally {
      drainUpload(request);
    }
  };

  const uploadSchema = <T extends Record<number, z.ZodType>>(summary: string, ok: T) => ({
    tags,
    summary,
    consumes: [CSV],
    querystring: importQuery,
    response: { 401: errorBody, 403: errorBody, 413: errorBody, 422: errorBody, ...ok },
  });

  app.post(
    '/imports/dry-run',
    {
      config: { permission: 'importStock' },
      schema: uploadSchema(
        'Check a products, stock or prices CSV file (the body, text/csv) and say what a commit would change; writes nothing. Stock: every role; products and prices: admin, sales',
        { 200: dataOf(importReport) },
      ),
    },
    async (request) => {
      const outcome = await run(request, request.query, true);
      if (outcome.kind === 'refused') return { data: refusedReport(request.query, outcome) };
      return { data: outcome.reports[0]! };
    },
  );

  app.post(
    '/imports',
    {
      config: { permission: 'importStock' },
      schema: uploadSchema(
        'Import a CSV file in one transaction: all of it, or nothing when any row is bad (422 listing them); audited',
        { 201: dataOf(importCommitted), 422: importRefusedBody },
      ),
    },
    async (request, reply) => {
      const outcome = await run(request, request.query, false);
      if (outcome.kind === 'refused') {
        const [only] = outcome.problems;
        throw new AppError(
          'invalid',
          outcome.problemCount === 1 && only?.line === null
            ? `Nothing was imported: ${outcome.file} ${only.message}`
            : `Nothing was imported: ${outcome.problemCount} ${outcome.problemCount === 1 ? 'row has a problem' : 'problems'} to fix.`,
          undefined,
          { problems: outcome.problems, problem_count: outcome.problemCount },
        );
      }
      return reply.status(201).send({ data: { ...outcome.reports[0]!, id: outcome.historyIds[0]! } });
    },
  );

  app.get(
    '/imports/warehouses',
    {
      config: { permission: 'importStock' },
      schema: {
        tags,
        summary:
          'Every warehouse with the code a stock or delivery-runs file names it by, for the import form',
        response: { 200: dataOf(z.array(importWarehouse)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({
      data: await rows<z.infer<typeof importWarehouse>>(
        db,
        sql`select id, code, name, department_id from warehouses order by department_id, code`,
      ),
    }),
  );

  app.get(
    '/imports',
    {
      config: { permission: 'importStock' },
      schema: {
        tags,
        summary: 'The committed imports, newest first: who, when, which file, the counts',
        querystring: importHistoryQuery,
        response: { 200: pageOf(importHistoryEntry), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { data, total } = await listImports(db, request.query.page, request.query.per_page);
      return { data, meta: pageMeta(total, request.query) };
    },
  );
};

/** A dry run's report of a file that a commit would refuse. */
function refusedReport(query: ImportQuery, outcome: Extract<ImportOutcome, { kind: 'refused' }>) {
  return {
    kind: query.kind,
    file_name: query.file_name,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    sample: [],
    problems: outcome.problems,
    problem_count: outcome.problemCount,
  };
}
