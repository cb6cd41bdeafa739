import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** What the log says when the client went away before its answer: ordinary on phones and flaky links, not a fault. */
export const CLIENT_CLOSED = 'client closed the connection early';

/** The errors a response meets when its client has gone (reset, broken pipe, stream cut short). */
const CLIENT_GONE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

function isClientGone(error: Error | null, request: FastifyRequest): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return request.raw.aborted || (typeof code === 'string' && CLIENT_GONE_CODES.has(code));
}

/**
 * Fastify's per-request lines at debug instead of info: at info they were two synchronous stdout writes
 * per request (decision 0015). Failures still reach the log through the error handler; a client that left
 * early is one info line, not an error.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error && isClientGone(error, request))
      reply.log.info({ res: reply, code: errorCode(error), responseTime: reply.elapsedTime }, CLIENT_CLOSED);
    else if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else
      // Through the logger's req serializer: method, path and route, never the query string (logging.ts).
      request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (isClientGone(error, request)) reply.log.info({ res: reply, code: errorCode(error) }, CLIENT_CLOSED);
    else super.streamError(error, request, reply);
  }
}

function errorCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A request whose client closed the connection before sending all of it (an upload cut off, a tab closed
 * mid-request): Fastify answers nobody and logs nothing, so this says what happened, at info.
 */
export function logClientAborts(app: FastifyInstance): void {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, CLIENT_CLOSED);
    done();
  });
}
