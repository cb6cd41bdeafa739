import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '@tyreline/domain/contract/common';

/** A clock that stands still until it is moved: the delivery clock of a server started with TYRELINE_NOW. */
export function createTestClock(start: Date) {
  let instant = start;
  return {
    now: () => instant,
    set: (next: Date) => {
      instant = next;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * Test only, registered only when TYRELINE_NOW is set (never under NODE_ENV=production): moves the clock of
 * delivery cut-offs and promises, so a browser test can walk past a cut-off with the page's clock.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (app, { clock }) => {
  app.put(
    '/test/clock',
    {
      schema: {
        tags: ['system'],
        summary: 'Test servers only (TYRELINE_NOW): sets the delivery clock',
        body: clockBody,
        response: { 200: dataOf(clockBody), 422: errorBody },
      },
    },
    async (request) => {
      clock.set(new Date(request.body.now));
      return { data: { now: clock.now().toISOString() } };
    },
  );
};
