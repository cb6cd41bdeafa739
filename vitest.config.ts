import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository; each package is a project. All projects share one pool of
 * workers: the domain's and server's files and the browser files run side by side (each browser worker has
 * its own server, `e2e/support/global-setup.ts`). Workers on two cores: a browser test spends much of
 * its time waiting on the page, the server and Chromium, which the other workers fill. Two since issue #23's
 * after-sale browser files: with three, the suite kept the machine at a load of 12–15 and browser tests that
 * pass alone timed out.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    maxWorkers: 2,
  },
});
