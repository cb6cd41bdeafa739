import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a log line may say of a request: never its query string, headers or body (search words, addresses, notes, usernames). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
  };
}

/** A driver's failed-query message ends with the statement's parameters: the customer's own data. */
const withoutParameters = (message: string) => message.split('\nparams:')[0]!;

/** What a log line may say of an error: its class, code and message without query parameters, and where it was thrown. */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function errorForLog(error: Error & { code?: unknown; cause?: unknown }): LoggedError {
  return {
    type: error.constructor?.name ?? error.name,
    ...(error.code !== undefined ? { code: error.code } : {}),
    message: withoutParameters(String(error.message)),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    ...(error.cause instanceof Error ? { cause: errorForLog(error.cause) } : {}),
  };
}

/** An id a trusted load balancer already gave the request, if it looks like one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The server's logger and request-id settings: JSON lines with the request id, never personal fields. */
export function loggingOptions(
  level: string,
  trustProxy: boolean,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: { req: requestForLog, err: errorForLog },
      // A safety net for any future log call that passes a whole request or body.
      redact: {
        paths: ['req.headers', 'req.query', 'req.body', 'body', 'query', '*.password', '*.username'],
        remove: true,
      },
    },
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const incoming = trustProxy ? request.headers['x-request-id'] : undefined;
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

/** Every answer names its request, so a customer can quote it to support and staff can find its log lines. */
export function exposeRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
