import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines at debug instead of info: at info they were two synchronous stdout writes
 * per request (decision 0015). Failures still reach the log through the error handler.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else
      // Through the logger's req serializer: method, path and route, never the query string (logging.ts).
      request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
