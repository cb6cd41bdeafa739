import type { Caller } from './auth.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer; set for every /api/cus route by the auth guard. */
    caller: Caller;
  }
}
