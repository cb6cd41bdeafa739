import { z } from 'zod';
import { required } from '../messages.ts';
import { calendarDate } from './common.ts';

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;

/** `GET /api/cus/statement`: the account's ledger between two dates (both inclusive, the account's time zone). */
export const statementQuery = z
  .object({
    from: z.string({ error: required('From') }).pipe(calendarDate),
    to: z.string({ error: required('To') }).pipe(calendarDate),
    format: z.enum(STATEMENT_FORMATS, { error: 'must be pdf or csv' }).default('pdf'),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The most orders one CSV export carries; a wider one is narrowed by date. */
export const MAX_EXPORT_ORDERS = 5000;
