import { defineConfig } from 'vitest/config';

// One test command for the whole repository; each package is a project.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
  },
});
