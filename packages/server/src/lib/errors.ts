/** Every expected failure the API answers with, mapped to its HTTP status in exactly one place. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  invalid: 422,
  too_many_attempts: 429,
  account_disabled: 499,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra data an expected business outcome carries (e.g. the short lines of a checkout). */
    readonly details?: Record<string, unknown>,
  ) {
    super(Array.isArray(message) ? message.join('\n') : message);
    this.messages = message;
  }
  readonly messages: string | string[];

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The 403 of a staff member whose role may not do what they asked. */
export const FORBIDDEN_FOR_ROLE = 'Your role does not allow this.';

export const notFound = (what = 'Not found') => new AppError('not_found', what);

/** A 422 with one message per field. */
export function invalid(fieldErrors: Record<string, string[]>, message = 'The given data was invalid.') {
  return new AppError('invalid', message, fieldErrors);
}
