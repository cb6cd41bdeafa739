import { Writable } from 'node:stream';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { HOME_IMAGE_TYPES, SHIP_TYPES } from '@tyreline/domain/enums';
import { rows } from '../src/db/client.ts';
import { DEMO_PASSWORD, WEB_CLIENT } from '../src/db/seed/demo.ts';
import type { Hints } from './support/openapi-arbitraries.ts';
import {
  operationsOf,
  requestsFor,
  toInject,
  wireHeader,
  type OpenApiDocument,
  type Operation,
  type WalkRequest,
} from './support/openapi-requests.ts';
import { deliveryOrder, stockedProducts } from './support/orders.ts';
import { startTestApp } from './support/test-app.ts';

// A fixed seed replays a failure; runs and budget trade depth for the file's 60 s (test-only knobs, not app config).
const SEED = process.env.OPENAPI_WALK_SEED ? Number(process.env.OPENAPI_WALK_SEED) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.OPENAPI_WALK_RUNS ?? 150);
/** Time for all the operations' properties together; on a busy machine an operation stops early rather than overrun. */
const BUDGET_MS = Number(process.env.OPENAPI_WALK_BUDGET_MS ?? 30_000);

const TRADE = 'trade@example.com';
/** Operations that end or reshape the walker's own session: run last, each run signed in afresh. */
const SESSION_CHANGING = new Set(['POST /api/cus/logout', 'POST /api/cus/change-password']);
/**
 * Operations whose wrong passwords count against the walker's own user in the sign-in throttle (leaving customer
 * view): the failures are cleared after each request, or the throttle would lock the walker out of later sign-ins.
 */
const COUNTS_SIGN_IN_FAILURES = new Set(['POST /api/cus/confirm-password']);
/** Share of the runs for operations that hash a password (scrypt) on most runs, to stay in the time budget. */
const RUN_SHARE: Record<string, number> = {
  'POST /oauth/token': 0.3,
  'POST /api/cus/logout': 0.1,
  'POST /api/cus/change-password': 0.1,
};

/** A stack frame, a source file or a dependency path: none may reach a client (bounded: answers echo 100 KB of input). */
const STACK_TEXT = [
  /\bat [^\n()]{0,300}\([^\n()]{0,300}:\d+:\d+\)/,
  /^\s*at \S+ \(/m,
  /Error:[^\n]*\n\s+at /,
  /node_modules/,
  /\/src\/[^\s'"]+\.ts\b/,
];

const serverErrors: string[] = [];
const testApp = await startTestApp(
  // Errors only, kept in memory, so a failure can show the 500's real cause next to the request.
  { logLevel: 'error' },
  {
    demoOrders: true,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        serverErrors.push(chunk.toString());
        done();
      },
    }),
  },
);
const { app, database } = testApp;
afterAll(() => testApp.close());

const document = app.swagger() as unknown as OpenApiDocument;
const operations = operationsOf(document).sort(
  (a, b) => Number(SESSION_CHANGING.has(name(a))) - Number(SESSION_CHANGING.has(name(b))),
);

function name(op: Operation): string {
  return `${op.method} ${op.path}`;
}

async function ids(query: ReturnType<typeof sql>): Promise<number[]> {
  return (await rows<{ id: number }>(database.db, query)).map((r) => r.id);
}

const productIds =
  await ids(sql`(select id from products where department_id = 7 and active order by id limit 4)
  union all (select id from products where department_id = 8 order by id limit 1)`);
const refreshToken = (await testApp.login('brisbane@example.com')).refresh_token;
/** Real ids and logins by field name, so that valid-looking requests get past validation into the database. */
const hints: Hints = {
  product_id: productIds,
  productId: productIds,
  product_ids: [...productIds, productIds.join(','), `${productIds[0]},2147483648`],
  ids: [productIds.join(',')],
  id: [...(await ids(sql`select id from orders order by id limit 3`)), ...productIds.slice(0, 2)],
  warehouse_id: await ids(sql`select id from warehouses order by id`),
  payment_type_id: await ids(sql`select id from payment_types order by id`),
  employee_id: await ids(sql`select id from employees order by id limit 3`),
  brand_id: await ids(sql`select id from brands order by id limit 3`),
  category_id: await ids(sql`select id from categories order by id limit 3`),
  customer_id: await ids(sql`select id from accounts order by id`),
  target_department_id: [7, 8, 9999],
  ship_type: SHIP_TYPES.map((t) => t.id),
  type: HOME_IMAGE_TYPES.map((t) => t.id),
  // The walker's own user stays out of login attempts, or the throttle would lock it out of the walk.
  username: ['brisbane@example.com', 'nocredit@example.com', 'disabled@example.com', 'nobody@example.com'],
  password: [DEMO_PASSWORD],
  old_password: [DEMO_PASSWORD],
  new_password: ['tyres-2027-rotated'],
  new_password_confirmation: ['tyres-2027-rotated'],
  client_id: [WEB_CLIENT.id],
  client_secret: [WEB_CLIENT.secret],
  refresh_token: [refreshToken],
  size: ['205/55R16', '2055516', '265/65R17 112H'],
  speed_rating: ['H', 'V', 'T'],
  qty: [1, 2],
  bolt_pattern: ['5x114.3', '6x139.7'],
  q: ['michelin', '205/55', 'TL-'],
};

/** Long text cut short, so a report stays readable; the length says what was sent. */
function abbreviate(text: string, keep = 300): string {
  return text.length <= keep ? text : `${text.slice(0, keep)}…[${text.length} chars]`;
}

/** A problem with the answer, or undefined if it is one the contract allows. */
function problemOf(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  const leak = STACK_TEXT.find((pattern) => pattern.test(body));
  return leak ? `leaked stack text (${leak})` : undefined;
}

const demo = { token: (await testApp.login(TRADE)).access_token };
const [tradeUser] = await rows<{ password_hash: string }>(
  database.db,
  sql`select password_hash from users where username = ${TRADE}`,
);

/** A change-password run may have succeeded: the walker's user gets its demo password back. */
async function restoreDemoPassword(): Promise<void> {
  await database.db.execute(
    sql`update users set password_hash = ${tradeUser!.password_hash} where username = ${TRADE}`,
  );
}

/** What a developer needs to replay a failure: the request as sent, the answer, and the server's own error. */
function reportOf(
  request: WalkRequest,
  options: InjectOptions,
  response: { statusCode: number; body: string },
  problem: string,
): string {
  const headers = {
    ...options.headers,
    ...(request.auth.kind === 'demo' ? { authorization: 'Bearer <demo token>' } : {}),
  };
  const causes = serverErrors.map((line) => {
    const { err } = JSON.parse(line) as { err?: { type?: string; message?: string } };
    // A failed query's message is its SQL, then a line with its parameters and the database's reason.
    const lines = err?.message?.split('\n') ?? [];
    const reason = lines.length > 1 ? ` … ${abbreviate(lines.at(-1)!, 300)}` : '';
    return `${err?.type}: ${abbreviate(lines[0] ?? '', 100)}${reason}`;
  });
  return [
    `${options.method} ${abbreviate(String(options.url))} ${problem}`,
    `  broke: ${request.broke}`,
    `  headers: ${abbreviate(JSON.stringify(headers))}`,
    // JSON bodies are shown as sent (their control characters already escaped); other bodies quoted.
    `  body: ${options.payload === undefined ? '(none)' : abbreviate(request.body?.kind === 'json' ? String(options.payload) : JSON.stringify(options.payload))}`,
    `  answer: ${abbreviate(response.body)}`,
    ...causes.map((cause) => `  server: ${cause}`),
  ].join('\n');
}

/** Keys a careless or hostile client sends; the same key twice replays, so each is sent twice. */
const ODD_IDEMPOTENCY_KEYS = [
  '',
  ' ',
  'k'.repeat(10_000),
  'ключ-заказа-0001',
  'clé-commande-0001',
  '🚗🚗🚗🚗🚗🚗🚗🚗',
  'walk:key.0001',
  'walk:key.0001 ',
];

let walkDeadline: number | undefined;

describe('the OpenAPI walk', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(ODD_IDEMPOTENCY_KEYS.map((key) => [abbreviate(JSON.stringify(key), 40), key] as const))(
    'an order placed twice with the Idempotency-Key %s answers neither 5xx nor a stack',
    async (_, key) => {
      const [product] = await stockedProducts(database.db, 7, 1, 1);
      const body = deliveryOrder([{ product_id: product!.id, qty: 1 }]);
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/cus/orders',
          headers: { authorization: `Bearer ${demo.token}`, 'idempotency-key': wireHeader(key) },
          payload: body,
        });
        expect(
          problemOf(response.statusCode, response.body),
          `attempt ${attempt + 1}: ${abbreviate(response.body)}`,
        ).toBeUndefined();
        expect(response.statusCode).toBeLessThan(500);
      }
    },
  );

  it.each(operations.map((op) => [name(op), op] as const))(
    'no generated request to %s answers 5xx or leaks a stack',
    async (label, op) => {
      const changesSession = SESSION_CHANGING.has(label);
      walkDeadline ??= Date.now() + BUDGET_MS;
      const operationsLeft = operations.length - operations.indexOf(op);
      const reports: string[] = [];
      const result = await fc.check(
        fc.asyncProperty(requestsFor(op, hints), async (request) => {
          if (changesSession && request.auth.kind === 'demo')
            demo.token = (await testApp.login(TRADE)).access_token;
          const options = toInject(op, request, demo.token);
          serverErrors.length = 0;
          const response = await app.inject(options);
          if (changesSession && response.statusCode < 300) await restoreDemoPassword();
          if (COUNTS_SIGN_IN_FAILURES.has(label)) await database.db.execute(sql`delete from login_attempts`);
          const problem = problemOf(response.statusCode, response.body);
          if (problem) reports.push(reportOf(request, options, response, problem));
          return !problem;
        }),
        {
          seed: SEED,
          numRuns: Math.ceil(RUNS * (RUN_SHARE[label] ?? 1)),
          maxSkipsPerRun: 0,
          interruptAfterTimeLimit: Math.max(1_000, (walkDeadline - Date.now()) / operationsLeft),
        },
      );
      // The first report is the request found, the last the smallest one shrinking reached.
      const shown = reports.length > 1 ? [reports[0], reports.at(-1)] : reports;
      if (!reports.length && result.errorInstance) shown.push(String((result.errorInstance as Error).stack));
      // fast-check counts a run cut by the time limit before its first request as failed; on a starved
      // machine that is the budget, not a finding. A request that failed is always a counterexample.
      const found = result.failed && !(result.interrupted && result.counterexample === null);
      expect(found, `seed ${SEED} (replay: OPENAPI_WALK_SEED=${SEED})\n${shown.join('\n---\n')}`).toBe(false);
    },
  );
});
