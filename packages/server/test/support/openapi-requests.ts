import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { WEB_CLIENT } from '../../src/db/seed/demo.ts';
import { badValue, validValue, type Hints, type JsonSchema } from './openapi-arbitraries.ts';

// The OpenAPI walk's requests: operations read from the document, generated with one thing broken, sent as inject options.

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

/** Bodies no schema can describe: broken JSON, wrong media types, poisoned keys. */
const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"lines": [' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json', payload: '{"__proto__": {"polluted": 1}}' },
  { contentType: 'application/json', payload: '{"constructor": {"prototype": {"polluted": 1}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<order><line product_id="1"/></order>' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a[b]=1&a=2&__proto__[x]=1&%zz=%' },
  {
    contentType: 'application/x-www-form-urlencoded',
    payload: `grant_type=password&client_id=${WEB_CLIENT.id}&client_secret=${WEB_CLIENT.secret}&username=a%00b&password=x`,
  },
  { contentType: '', payload: '{}' },
  { contentType: 'application/vnd.api+json', payload: '{}' },
  { contentType: 'application/json, text/plain', payload: '{}' },
];

/** Path segments a router or a number parser may trip on, sent unencoded. */
const ODD_SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '..',
  '.',
  '%2F',
  '%20',
  '1e3',
  '0x10',
  '+1',
  '-0',
  '１２',
  '٣',
  '1.0',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999',
  `${'9'.repeat(500)}`,
  'null',
  '[]',
  '{}',
  ';',
  'RecentOrder%00',
];

/** Query strings a parser may trip on, appended as they are. */
const ODD_QUERIES = [
  '%',
  '%zz',
  'a=%E0%A4%A',
  '&&&',
  '=',
  'page=1&page=2',
  'from[]=2026-01-01',
  'q[a]=1',
  '__proto__=1',
  'constructor=x',
  'from=2026-02-30&to=0000-01-01',
  `q=${'%00'.repeat(50)}`,
];

/** Authorization headers that are not a valid bearer token. */
const GARBAGE_AUTH = [
  'Bearer ',
  'Bearer abc',
  'Basic dHJhZGU6dHlyZXM=',
  `Bearer ${'x'.repeat(10_000)}`,
  'bearer  a b',
  'Bearer a\u0085b',
  'Bearer é',
];

export type Auth = { kind: 'demo' } | { kind: 'none' } | { kind: 'header'; value: string };

export interface WalkRequest {
  auth: Auth;
  remoteAddress: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'form'; value: unknown }
    | { kind: 'raw'; contentType: string; payload: string }
    | undefined;
  rawSegment?: { param: string; text: string };
  rawQuery?: string;
  /** What this run broke, for the report. */
  broke: string;
}

type Part = 'path' | 'query' | 'headers';
const PART_OF: Record<Parameter['in'], Part> = { path: 'path', query: 'query', header: 'headers' };

/** One field to corrupt: a parameter, or a property somewhere in the body (array items through their first element). */
interface Slot {
  label: string;
  schema: JsonSchema;
  set(request: WalkRequest, value: unknown): void;
}

function bodySlots(schema: JsonSchema, pointer: (string | number)[]): Slot[] {
  const here: Slot = {
    label: pointer.length ? `body.${pointer.join('.')}` : 'body',
    schema,
    set(request, value) {
      if (!pointer.length || request.body?.kind !== 'json') {
        request.body = { kind: 'json', value };
        return;
      }
      let node = request.body.value as Record<string | number, unknown>;
      for (const key of pointer.slice(0, -1)) {
        if (typeof node[key] !== 'object' || node[key] === null)
          node[key] = typeof key === 'number' ? [] : {};
        node = node[key] as Record<string | number, unknown>;
      }
      node[pointer.at(-1)!] = value;
    },
  };
  const variants = schema.oneOf ?? schema.anyOf ?? [];
  const children = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => bodySlots(child, [...pointer, key])),
    ...(schema.items ? bodySlots(schema.items, [...pointer, 0]) : []),
    ...variants.flatMap((v) => bodySlots(v, pointer).slice(1)),
  ];
  return [here, ...children];
}

function slotsOf(op: Operation): Slot[] {
  const parameters = op.parameters.map<Slot>((p) => ({
    label: `${p.in}.${p.name}`,
    schema: p.schema,
    set: (request, value) => {
      request[PART_OF[p.in]][p.name] = value;
    },
  }));
  return [...parameters, ...(op.body ? bodySlots(op.body, []) : [])];
}

function parametersIn(
  op: Operation,
  where: Parameter['in'],
  hints: Hints,
): fc.Arbitrary<Record<string, unknown>> {
  const list = op.parameters.filter((p) => p.in === where);
  const shape = Object.fromEntries(list.map((p) => [p.name, validValue(p.schema, hints, p.name)]));
  const optional = list.filter((p) => !p.required && p.in !== 'path').map((p) => p.name);
  // A few optional parameters at a time, or one bad pick among twenty would hide every deeper path.
  return fc
    .tuple(fc.record(shape), fc.subarray(optional, { maxLength: Math.min(3, optional.length) }))
    .map(([all, chosen]) =>
      Object.fromEntries(
        Object.entries(all).filter(([key]) => !optional.includes(key) || chosen.includes(key)),
      ),
    );
}

/** Valid-looking requests for an operation, most with one thing broken: a field, the raw body, a path segment, the query. */
export function requestsFor(op: Operation, hints: Hints): fc.Arbitrary<WalkRequest> {
  const auth = fc.oneof(
    { arbitrary: fc.constant<Auth>({ kind: 'demo' }), weight: 16 },
    { arbitrary: fc.constant<Auth>({ kind: 'none' }), weight: 2 },
    {
      arbitrary: fc.constantFrom(...GARBAGE_AUTH).map<Auth>((value) => ({ kind: 'header', value })),
      weight: 1,
    },
  );
  const valid = fc.record({
    auth,
    remoteAddress: fc.ipV4(),
    path: parametersIn(op, 'path', hints),
    query: parametersIn(op, 'query', hints),
    headers: parametersIn(op, 'header', hints),
    body: op.body
      ? validValue(op.body, hints).map((value) => ({ kind: 'json' as const, value }))
      : fc.constant(undefined),
  });
  type Change = (request: WalkRequest) => void;
  const slots = slotsOf(op);
  const changes: fc.WeightedArbitrary<Change>[] = [
    { arbitrary: fc.constant<Change>((r) => (r.broke = 'nothing (valid-looking request)')), weight: 3 },
    {
      arbitrary: fc.constantFrom(...ODD_QUERIES).map<Change>((text) => (r) => {
        r.rawQuery = text;
        r.broke = `raw query ${text}`;
      }),
      weight: 1,
    },
  ];
  if (slots.length)
    changes.push({
      arbitrary: fc.constantFrom(...slots).chain((slot) =>
        badValue(slot.schema, hints).map<Change>((value) => (r) => {
          slot.set(r, value);
          r.broke = slot.label;
        }),
      ),
      weight: 8,
    });
  const segments = op.parameters.filter((p) => p.in === 'path');
  if (segments.length)
    changes.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...segments), fc.constantFrom(...ODD_SEGMENTS))
        .map<Change>(([p, text]) => (r) => {
          r.rawSegment = { param: p.name, text };
          r.broke = `path ${p.name} raw`;
        }),
      weight: 2,
    });
  if (op.method !== 'GET')
    changes.push(
      {
        arbitrary: fc.constantFrom(...RAW_BODIES).map<Change>((raw) => (r) => {
          r.body = { kind: 'raw', ...raw };
          r.broke = 'raw body';
        }),
        weight: 2,
      },
      {
        arbitrary: fc.constant<Change>((r) => {
          r.body = { kind: 'form', value: r.body?.kind === 'json' ? r.body.value : {} };
          r.broke = 'form body';
        }),
        weight: 1,
      },
    );
  return fc.tuple(valid, fc.oneof(...changes)).map(([request, change]) => {
    const copy: WalkRequest = { ...structuredClone(request), broke: '' };
    change(copy);
    return copy;
  });
}

/** A generated value as a client would write it in a URL or header: objects (some with a null prototype) as JSON. */
function asText(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Percent-encoding as a client does it: UTF-8, a lone surrogate sent as U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** A parameter value as URL text: arrays repeat the key, objects become bracketed keys. */
function queryPairs(key: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(key, v));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => queryPairs(`${key}[${k}]`, v));
  return [[key, asText(value)]];
}

/** What a server behind a real HTTP parser receives: UTF-8 bytes read as Latin-1, control characters refused earlier (400). */
export function wireHeader(value: unknown): string {
  const text = Array.isArray(value) ? value.map(asText).join(', ') : asText(value);
  const latin1 = Buffer.from(text, 'utf8').toString('latin1');
  return [...latin1].filter((c) => c === '\t' || (c >= ' ' && c !== '\u007f')).join('');
}

/** The request as `app.inject` options, signed in with `token` where the run asks for the demo user. */
export function toInject(op: Operation, request: WalkRequest, token: string): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    request.rawSegment?.param === param ? request.rawSegment.text : encode(asText(request.path[param])),
  );
  const pairs = Object.entries(request.query).flatMap(([k, v]) => queryPairs(k, v));
  const query = [
    ...pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`),
    ...(request.rawQuery ? [request.rawQuery] : []),
  ].join('&');
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers))
    if (value !== undefined) headers[key] = wireHeader(value);
  if (request.auth.kind === 'demo') headers.authorization = `Bearer ${token}`;
  if (request.auth.kind === 'header') headers.authorization = wireHeader(request.auth.value);
  let payload: string | undefined;
  if (request.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.value) ?? 'undefined';
  } else if (request.body?.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const fields =
      request.body.value !== null && typeof request.body.value === 'object'
        ? Object.entries(request.body.value)
        : [['value', request.body.value]];
    payload = new URLSearchParams(fields.flatMap(([k, v]) => queryPairs(String(k), v))).toString();
  } else if (request.body?.kind === 'raw') {
    if (request.body.contentType) headers['content-type'] = request.body.contentType;
    payload = request.body.payload;
  }
  return {
    method: op.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    remoteAddress: request.remoteAddress,
  };
}

/** Every operation of an OpenAPI document, with its parameters and its JSON body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}
