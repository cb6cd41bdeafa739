import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token; only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The stored hash of the token an `Authorization: Bearer …` header carries; undefined without one. */
export function bearerTokenHash(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? hashToken(match[1]!) : undefined;
}

/** Constant-time comparison of a presented secret with a stored SHA-256 hash. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
