import { defineProject } from 'vitest/config';

// Browser tests share one server started in the global setup, so files run one after another.
export default defineProject({
  test: {
    name: 'web',
    include: ['e2e/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
