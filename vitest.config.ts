import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository; each package is a project. All projects share one pool of
 * workers: the domain's and server's files and the browser files run side by side (each browser worker has
 * its own server, `e2e/support/global-setup.ts`). Three workers on two cores: a browser test spends much of
 * its time waiting on the page, the server and Chromium, which the other workers fill.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    maxWorkers: 3,
  },
});
