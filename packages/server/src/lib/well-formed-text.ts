import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** A lone UTF-16 surrogate: JSON lets a client escape one (`"\ud800"`), but it is not text and PostgreSQL's json refuses it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True if every string and key in a parsed body is well-formed Unicode (iterative: bodies may nest deeply). */
export function isWellFormedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return false;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/** Refuses a body with malformed text as a malformed body (400), before any route or repository sees it. */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isWellFormedText(request.body)) {
      throw new AppError(
        'bad_request',
        'The request body is not valid text: it holds a lone UTF-16 surrogate.',
      );
    }
  });
}
