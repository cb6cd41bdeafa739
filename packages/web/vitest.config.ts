import { defineProject } from 'vitest/config';

// Browser tests: each worker's files share that worker's server (e2e/support/global-setup.ts), or start their own.
export default defineProject({
  test: {
    name: 'web',
    include: ['e2e/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
