import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tyreline/domain/messages';
import { AppError } from './errors.ts';

/** Turns a schema-validation failure into `{ field: [messages] }`. */
function fieldErrorsOf(
  validation: { instancePath: string; message?: string; params?: unknown }[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    (errors[path] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        message: error.messages,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.details ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation, error.validationContext);
      const first = Object.entries(errors)[0];
      const message = first ? `${first[0]}: ${first[1][0]}` : 'The given data was invalid.';
      return reply.status(422).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.status(status === 422 ? 422 : status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.unknownError });
  });
}
