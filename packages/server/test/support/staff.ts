import { BACK_OFFICE_CLIENT, DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import type { TestApp } from './test-app.ts';

export const ADMIN = 'admin@tyreline.test';
export const SALES = 'sales@tyreline.test';
export const WAREHOUSE = 'warehouse@tyreline.test';

export const staffGrant = (
  username: string,
  password = DEMO_PASSWORD,
  extra: Record<string, unknown> = {},
) => ({
  grant_type: 'password',
  client_id: BACK_OFFICE_CLIENT.id,
  client_secret: BACK_OFFICE_CLIENT.secret,
  username,
  password,
  ...extra,
});

export const staffToken = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/staff/token', payload });

/** Signs a demo staff member in through `/api/staff/token` and answers the Authorization header. */
export async function staffAuth(t: TestApp, username: string): Promise<string> {
  const response = await staffToken(t, staffGrant(username));
  if (response.statusCode !== 200)
    throw new Error(`staff login ${username}: ${response.statusCode} ${response.body}`);
  return `Bearer ${response.json().access_token}`;
}

/** A staff call with a JSON body (POST) or without (GET). */
export function staffCall(t: TestApp, authorization: string, url: string, payload?: object) {
  return payload === undefined
    ? t.app.inject({ method: 'GET', url, headers: { authorization } })
    : t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
}

/** A staff PUT (an edit) with a JSON body. */
export function staffPut(t: TestApp, authorization: string, url: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: { authorization }, payload });
}
