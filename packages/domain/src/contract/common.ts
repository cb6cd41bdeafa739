import { z } from 'zod';

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

/** Wraps a schema as the `{ data }` body every /api/cus success answers with. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Wraps an item schema as a paginated `{ data, meta }` list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMeta });

/** Route parameter `{id}`: a positive integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A string field with a sane upper bound, so huge payloads are refused as invalid. */
export const text = (max = 255) => z.string().max(max);
