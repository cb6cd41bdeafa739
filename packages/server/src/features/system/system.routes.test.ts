import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the server around the API', () => {
  it('reports health after touching the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('gives the web app its public settings without sign-in', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json().data).toEqual({
      supportPhone: expect.any(String),
      supportEmail: expect.stringContaining('@'),
      idleTimeoutMs: 10_800_000,
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api/cus/nothing-here', '/api/nope', '/oauth/nope']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '404 Not Found' });
    }
  });

  it('publishes an OpenAPI document with the contract’s paths and a browsable page', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/oauth/token', '/api/cus/account']));
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves demo images from the server itself', async () => {
    const response = await t.app.inject('/images/brands/michelin.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
