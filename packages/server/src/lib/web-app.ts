import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@tyreline/domain/messages';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Tyreline</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>).</p>`;

/** The supplier's logo that mail shows by default (`MAIL_LOGO_URL`). */
const MAIL_LOGO = 'mail-logo.png';

/**
 * The frame index.html's static shell paints before the app's script has arrived (decision 0057): the shop's
 * header, the back office's, or none on a page signed out.
 */
export function staticShell(pathname: string): 'shop' | 'staff' | 'none' {
  if (
    /^\/(login|forgot-password|reset-password|invite\/|q\/)|^\/staff\/(login|forgot-password|reset-password)/.test(
      pathname,
    )
  )
    return 'none';
  return pathname === '/staff' || pathname.startsWith('/staff/') ? 'staff' : 'shop';
}

/** Serves the built web app and answers client-side routes with index.html; API paths get JSON 404s. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  imagesDir: string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    maxAge: '7d',
    decorateReply: false,
  });
  const indexHtml = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexHtml);
  const page = built ? fs.readFileSync(indexHtml, 'utf8') : NOT_BUILT;
  const pages = Object.fromEntries(
    (['shop', 'staff', 'none'] as const).map((shell) => [
      shell,
      page.replace('<html lang="en">', `<html lang="en" data-shell="${shell}">`),
    ]),
  );
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts), so nothing is compressed per request.
      preCompressed: true,
      setHeaders(reply, file) {
        // Hashed assets never change; index.html must always be fresh.
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The logo in every mail is loaded by mail readers on other sites (and the Mail page's sandboxed frame).
        if (path.basename(file) === MAIL_LOGO) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi =
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/oauth/') ||
      url.startsWith('/images/') ||
      url.startsWith('/assets/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD'))
      return reply.status(404).send({ message: MESSAGES.notFound });
    if (!built) return reply.type('text/html').send(NOT_BUILT);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').send(pages[staticShell(url.split('?')[0] ?? '/')]);
  });
}
