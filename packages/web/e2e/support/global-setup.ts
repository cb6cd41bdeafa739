import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { hasChromium, NO_CHROMIUM_REASON } from './chromium.ts';
import { startServer, webRoot } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the web app once (the server serves packages/web/dist) and starts one shared server. */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    console.warn(NO_CHROMIUM_REASON);
    project.provide('baseUrl', '');
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') await build({ root: webRoot, logLevel: 'warn' });
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
