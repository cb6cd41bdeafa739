import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.ts';

/** JSON with object keys sorted, so the same request always hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/** What a key already taken answers: the first request's answer, or that it was taken by another request. */
export type KeyClaim =
  { kind: 'replay'; status: number; body: unknown } | { kind: 'reused_with_other_request' };

/**
 * The claim of the key inside the checkout's transaction, said by its first statement (it answers the key when
 * claimed, nothing when the key is taken). A concurrent claim of the same key waits on the primary key until the
 * first transaction ends: after a commit it finds the key taken, after a rollback it claims it.
 */
export const claimKeyQuery = (accountId: number, key: string, hash: string): SQL =>
  sql`insert into idempotency_keys (account_id, key, request_hash) values (${accountId}, ${key}, ${hash})
      on conflict do nothing returning key`;

/** What a taken key answers, read in a statement begun after the claim (so it sees the committed answer). */
export async function takenKey(tx: Db, accountId: number, key: string, hash: string): Promise<KeyClaim> {
  const [existing] = await rows<{ request_hash: string; response_status: number; response_body: unknown }>(
    tx,
    sql`select request_hash, response_status, response_body from idempotency_keys
        where account_id = ${accountId} and key = ${key}`,
  );
  if (!existing || existing.request_hash !== hash) return { kind: 'reused_with_other_request' };
  return { kind: 'replay', status: existing.response_status, body: existing.response_body };
}

/** Stores the answer with the key, in the same transaction as the order it describes (a statement of its own or a CTE). */
export const recordResponseQuery = (
  accountId: number,
  key: string,
  orderId: number,
  status: number,
  body: unknown,
): SQL =>
  sql`update idempotency_keys
      set order_id = ${orderId}, response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb
      where account_id = ${accountId} and key = ${key}`;
