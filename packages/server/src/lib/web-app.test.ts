import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tyreline-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><title>Tyreline</title><div id="root"></div></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("hi")');
  fs.writeFileSync(path.join(dist, 'mail-logo.png'), 'not really a png');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build writes beside each asset; the server must send it, not compress again.
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log("hi")'));
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers every client route with index.html so the router can take over', async () => {
    for (const url of ['/', '/home', '/shop?tab=tyres', '/orders', '/some/unknown/page']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("marks index.html with the frame its static shell paints: the shop's, the back office's, or none signed out", async () => {
    const cases = [
      ['/home', 'shop'],
      ['/shop?tab=tyres&size=2055516', 'shop'],
      ['/orders/12', 'shop'],
      ['/staff', 'staff'],
      ['/staff/orders?status=open', 'staff'],
      ['/login', 'none'],
      ['/reset-password?token=abc', 'none'],
      ['/invite/abc', 'none'],
      ['/q/abc', 'none'],
      ['/staff/login', 'none'],
      ['/staff/forgot-password', 'none'],
      ['/staffing', 'shop'],
    ] as const;
    for (const [url, shell] of cases) {
      const response = await t.app.inject(url);
      expect(response.body, url).toContain(`<html lang="en" data-shell="${shell}">`);
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await t.app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('lets mail readers on other sites load the mail logo, and keeps every other file to this site', async () => {
    const logo = await t.app.inject('/mail-logo.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers JSON 404s for unknown API paths and missing assets, never index.html', async () => {
    for (const url of ['/api/cus/unknown', '/assets/missing.js']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: '404 Not Found' });
    }
  });
});

describe('compression', () => {
  it('sends the pre-compressed copy of an asset to a browser that accepts brotli', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("hi")');
  });

  it('compresses API answers for a client that accepts gzip, and not for one that does not', async () => {
    const gzipped = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toMatchObject({
      openapi: expect.any(String),
    });

    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ openapi: expect.any(String) });
  });
});
