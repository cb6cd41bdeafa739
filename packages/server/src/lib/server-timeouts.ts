import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../env.ts';

/** Fastify's options that close slow and half-open connections (decision 0004). */
export function serverTimeouts(config: Config) {
  return {
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node applies the header and request limits only when it sweeps its connections (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  };
}

const REQUEST_TIMEOUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * Our own header limit, per socket (decision 0053), so it does not hang on Node's sweep alone: a connection that sent
 * part of its headers and went silent was reported open 150 s later once another connection had been served. A
 * connection must finish the headers of its first request within `headersTimeoutMs` of connecting; after an
 * answer on a kept-alive connection, the next request's headers must be in within the keep-alive limit plus the
 * header limit. Late clients get a 408, as from Node's own sweep.
 */
export function guardHeaderTimeouts(server: Server, config: Config): void {
  const timers = new WeakMap<Socket, NodeJS.Timeout>();
  // Requests received on a socket and not yet answered (a client may pipeline several).
  const open = new WeakMap<Socket, number>();
  const arm = (socket: Socket, ms: number) => {
    clearTimeout(timers.get(socket));
    const timer = setTimeout(() => {
      if (socket.destroyed) return;
      if (socket.writable) socket.end(REQUEST_TIMEOUT);
      // A client that does not read its answer must not hold the socket either.
      setTimeout(() => socket.destroy(), 1_000).unref();
    }, ms);
    timer.unref();
    timers.set(socket, timer);
  };
  server.on('connection', (socket: Socket) => {
    arm(socket, config.headersTimeoutMs);
    socket.once('close', () => clearTimeout(timers.get(socket)));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    clearTimeout(timers.get(socket));
    open.set(socket, (open.get(socket) ?? 0) + 1);
    response.once('finish', () => {
      const left = (open.get(socket) ?? 1) - 1;
      open.set(socket, left);
      if (left === 0 && !socket.destroyed) arm(socket, config.keepAliveTimeoutMs + config.headersTimeoutMs);
    });
  });
}
