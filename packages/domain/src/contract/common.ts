import { z } from 'zod';
import { required } from '../messages.ts';
import { EARLIEST_DATE, LATEST_DATE, PG_INT_MAX, hasControlCharacters, isCalendarDate } from '../text.ts';

/** Every error answer: a message (or several) and, for 422, the fields at fault. */
export const errorBody = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const PER_PAGE_MAX = 100;

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(20),
});

export const paginationMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** The `meta` of a page of `total` matches (an empty list still has page 1). */
export const pageMeta = (
  total: number,
  { page, per_page }: { page: number; per_page: number },
): PaginationMeta => ({
  total,
  page,
  per_page,
  last_page: Math.max(1, Math.ceil(total / per_page)),
});

/**
 * The `meta` of a list whose count stops at a cap: counting every match of a long queue reads every
 * match, while nobody pages past the first thousand. `total_capped` says more match than `total`.
 */
export const cappedPaginationMeta = paginationMeta.extend({ total_capped: z.boolean() });
export type CappedPaginationMeta = z.infer<typeof cappedPaginationMeta>;

export const cappedPageMeta = (
  { total, capped }: { total: number; capped: boolean },
  query: { page: number; per_page: number },
): CappedPaginationMeta => ({ ...pageMeta(total, query), total_capped: capped });

/** Wraps a schema as the `{ data }` body every /api/cus success answers with. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Wraps an item schema as a paginated `{ data, meta }` list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMeta });

/** A paginated list whose total is counted up to a cap (`cappedPaginationMeta`). */
export const cappedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: cappedPaginationMeta });

/**
 * Every text a person or client sends: bounded, so huge payloads are refused, and free of NUL and other
 * control characters, which PostgreSQL text cannot hold or no field should carry. Use it for every string input.
 */
export const text = (max = 255, params?: { error: string }) =>
  z
    .string(params)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'must not contain control characters');

/** A text a form must have: missing, empty or only spaces all say '{label} is required'. */
export const requiredText = (label: string, max = 255) =>
  text(max, { error: required(label) })
    .trim()
    .min(1, required(label));

/** A row id in a JSON body: a whole number from 1 to the largest a PostgreSQL integer column holds. */
export const id = (label: string) =>
  z
    .number({ error: required(label) })
    .int(`${label} is invalid`)
    .min(1, `${label} is invalid`)
    .max(PG_INT_MAX, `${label} is invalid`);

/** A row id in a path or query string ("42"). */
export const queryId = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(PG_INT_MAX, `must be at most ${PG_INT_MAX}`);

/** Route parameter `{id}`: a positive integer. */
export const idParams = z.object({ id: queryId });

/** A calendar date YYYY-MM-DD that exists (no 2026-02-30), within the years a person may ask about. */
export const calendarDate = text(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-03-31')
  .refine(isCalendarDate, `must be a real date from ${EARLIEST_DATE} to ${LATEST_DATE}`);
