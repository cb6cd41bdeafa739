import { LRUCache } from 'lru-cache';

export interface CallerLookup<C> {
  caller: C;
  /** When the access token itself expires: no entry outlives it. */
  expiresAt: Date;
}

/**
 * Access token → caller, kept in this process for at most `ttlMs` (decision 0015). A session revoked or an
 * account disabled by another process (or the operator tool) stops working within `ttlMs`; one revoked by
 * this process is evicted at once. Concurrent first uses of one token share one database read. `ttlMs` 0
 * reads the database on every call. Customers and staff each have their own.
 */
export function createCallerCache<C extends { sessionId: number }>(
  ttlMs: number,
  lookup: (tokenHash: string) => Promise<CallerLookup<C> | undefined>,
) {
  const entries =
    ttlMs > 0
      ? new LRUCache<string, C>({
          max: 10_000,
          ttl: ttlMs,
          fetchMethod: async (tokenHash, _stale, { options }) => {
            const found = await lookup(tokenHash);
            if (!found) return undefined;
            options.ttl = Math.max(1, Math.min(ttlMs, found.expiresAt.getTime() - Date.now()));
            return found.caller;
          },
        })
      : undefined;

  /** Forgets the cached tokens of callers this process just changed (their role, their sign-in). */
  function forget(matches: (caller: C) => boolean): void {
    if (!entries) return;
    for (const [tokenHash, caller] of entries.entries()) if (matches(caller)) entries.delete(tokenHash);
  }

  return {
    async get(tokenHash: string): Promise<C | undefined> {
      if (!entries) return (await lookup(tokenHash))?.caller;
      return entries.fetch(tokenHash);
    },

    forget,

    /** Forgets the cached tokens of a session this process just revoked (a plain function: pass it on). */
    forgetSession: (sessionId: number): void => forget((caller) => caller.sessionId === sessionId),
  };
}
