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
