import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, type SessionConfig } from './create-session.ts';

/** Web Storage in memory, as a browser tab has it. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const CONFIG: SessionConfig = {
  keys: { access: 'test.access', refresh: 'test.refresh', notice: 'test.notice' },
  refreshLifetimeMs: 60_000,
  tokenPath: '/test/token',
  client: { client_id: 'test-client', client_secret: 'test-secret' },
  logoutPath: '/test/logout',
  describe: (status, body) => ({
    text: status === undefined ? 'unreachable' : ((body as { message?: string }).message ?? 'refused'),
    logout: false,
  }),
};

const TOKENS = { token_type: 'Bearer', expires_in: 3600, access_token: 'a1', refresh_token: 'r1' } as const;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('createSession', () => {
  it('starts signed out when the browser holds no tokens', () => {
    expect(createSession(CONFIG).useSession.getState().status).toBe('signedOut');
  });

  it('keeps the tokens under its own keys at sign-in and forgets them at sign-out', () => {
    const session = createSession(CONFIG);
    session.startSession(TOKENS);
    expect(session.accessToken()).toBe('a1');
    expect(sessionStorage.getItem('test.access')).toBe('a1');
    expect(sessionStorage.getItem('test.notice')).toBe('1');
    expect(JSON.parse(localStorage.getItem('test.refresh')!)).toMatchObject({ token: 'r1' });

    session.signOut({ reason: 'bye' });
    expect(session.useSession.getState()).toMatchObject({
      status: 'signedOut',
      accessToken: null,
      reason: 'bye',
    });
    expect(sessionStorage.getItem('test.access')).toBeNull();
    expect(localStorage.getItem('test.refresh')).toBeNull();
    expect(sessionStorage.getItem('test.notice')).toBeNull();
  });

  it('restores a new tab from the refresh token at its own token endpoint, with its own client', async () => {
    localStorage.setItem('test.refresh', JSON.stringify({ token: 'r0', expiresAt: Date.now() + 1000 }));
    const fetch = vi.fn(() => Promise.resolve(answer(200, TOKENS)));
    vi.stubGlobal('fetch', fetch);
    const session = createSession(CONFIG);
    expect(session.useSession.getState().status).toBe('restoring');

    await session.restoreSession();
    expect(session.useSession.getState()).toMatchObject({ status: 'active', accessToken: 'a1' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/test/token');
    expect(JSON.parse(init.body as string)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r0',
      client_id: 'test-client',
      client_secret: 'test-secret',
    });
    expect(sessionStorage.getItem('test.notice')).toBeNull();
  });

  it('signs out without a reason when the refresh token is refused, and says so when the server is unreachable', async () => {
    const refresh = JSON.stringify({ token: 'r0', expiresAt: null });
    localStorage.setItem('test.refresh', refresh);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(401, { message: 'no' })));
    const refused = createSession(CONFIG);
    await refused.restoreSession();
    expect(refused.useSession.getState()).toMatchObject({ status: 'signedOut', reason: null });

    localStorage.setItem('test.refresh', refresh);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const unreachable = createSession(CONFIG);
    await unreachable.restoreSession();
    expect(unreachable.useSession.getState()).toMatchObject({ status: 'signedOut', reason: 'unreachable' });
  });

  it('does not restore from a refresh token past the lifetime the browser gave it', () => {
    localStorage.setItem('test.refresh', JSON.stringify({ token: 'r0', expiresAt: Date.now() - 1 }));
    expect(createSession(CONFIG).useSession.getState().status).toBe('signedOut');
    expect(localStorage.getItem('test.refresh')).toBeNull();
  });

  it('answers a refused password grant in the app’s words', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(400, { message: 'Wrong password' })));
    await expect(createSession(CONFIG).passwordGrant('sam', 'x')).rejects.toThrow('Wrong password');
  });
});
