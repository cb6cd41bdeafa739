import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes it for OpenAPI 3.0) the generators understand. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

/** Realistic values by field name (real ids, demo logins), so valid-looking requests reach the database. */
export type Hints = Record<string, readonly unknown[]>;

const INT32_MAX = 2_147_483_647;
const HUGE = 'x'.repeat(100_000);

/** Dates that match \d{4}-\d{2}-\d{2} but no calendar has. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-45',
  '0000-01-01',
  '1999-00-00',
  '2025-02-29',
  '9999-99-99',
];

/** Text a database or a parser may choke on although every schema allows it. */
export const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\b\t\n\v\f\r\u001b\u007f',
  '\u0085\u2028\u2029\ufeff',
  '\ud800',
  'x\udfffy',
  '😀🚗',
  'İßﬃ',
  "'; drop table users; --",
  '%_\\',
  '${1}{{1}}<script>',
  '   ',
  '',
];

/** Numbers at and beyond the edges of int32, JSON and JavaScript. */
const EDGE_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  INT32_MAX,
  INT32_MAX + 1,
  -INT32_MAX - 2,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
];

/** The same edges as text, as a query string or a careless client sends them. */
const EDGE_NUMBER_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483648',
  '-1',
  '0',
  '1e308',
  '1e-7',
  '0x10',
  '1_000',
  ' 1',
  '1.',
  '',
  '99999999999999999999999',
];

function inclusiveMinimum(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

function inclusiveMaximum(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
}

/** The hints for a field that fit its schema's type (one name, e.g. `type`, means different things on different routes). */
function hinted(
  schema: JsonSchema,
  name: string | undefined,
  hints: Hints,
  schemaBased: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const wanted = schema.type === 'integer' || schema.type === 'number' ? 'number' : schema.type;
  const known = (name === undefined || schema.enum ? [] : (hints[name] ?? [])).filter(
    (v) => typeof v === wanted,
  );
  if (!known.length) return schemaBased;
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, { arbitrary: schemaBased, weight: 1 });
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = inclusiveMinimum(schema, 1) ?? -INT32_MAX - 1;
  const max = inclusiveMaximum(schema, 1) ?? INT32_MAX;
  const edges = [min, max, min + 1, max - 1, 1, 7, 8, INT32_MAX, INT32_MAX + 1].filter(
    (n) => n >= min && n <= max,
  );
  // fc.integer stops at int32; wider ranges (safe integers) get their own generator.
  const within =
    min >= -INT32_MAX - 1 && max <= INT32_MAX
      ? fc.integer({ min, max })
      : fc.maxSafeInteger().filter((n) => n >= min && n <= max);
  return fc.oneof(fc.constantFrom(...edges), within);
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = inclusiveMinimum(schema, Number.EPSILON) ?? -1e308;
  const max = inclusiveMaximum(schema, Number.EPSILON) ?? 1e308;
  const edges = [min, max, 0, 1, 2, 3, 1.5, INT32_MAX + 1, 1e308].filter((n) => n >= min && n <= max);
  return fc.oneof(
    fc.constantFrom(...edges),
    fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = fc.stringMatching(pattern);
    // A date-shaped pattern gets the impossible dates as well as random digits.
    const extra = IMPOSSIBLE_DATES.filter((d) => pattern.test(d));
    return extra.length ? fc.oneof(fc.constantFrom(...extra), matching) : matching;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 100_000;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const nasty = NASTY_STRINGS.map((s) => (s.length < minLength ? s.padEnd(minLength, 'z') : s)).filter(fits);
  const longest = [
    HUGE.slice(0, maxLength),
    'é'.repeat(maxLength),
    `${'\u0000'.repeat(Math.min(maxLength, 64))}`,
  ].filter(fits);
  const short = Math.min(maxLength, minLength + 20);
  // Hostile text most often: random strings rarely hold the NUL or lone surrogate that breaks a database.
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: short }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', minLength, maxLength: short }), weight: 1 },
    { arbitrary: fc.constantFrom(...nasty, ...longest), weight: 3 },
  );
}

/** Values the schema accepts, biased to its edges and to text that is legal but hostile. */
export function validValue(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  const variants = schema.oneOf ?? schema.anyOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (variants) arbitrary = fc.oneof(...variants.map((v) => validValue(v, hints, name)));
  else if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.type === 'integer') arbitrary = validInteger(schema);
  else if (schema.type === 'number') arbitrary = validNumber(schema);
  else if (schema.type === 'string') arbitrary = validString(schema);
  else if (schema.type === 'boolean') arbitrary = fc.boolean();
  else if (schema.type === 'array') {
    const minLength = schema.minItems ?? 0;
    const maxLength = Math.min(schema.maxItems ?? 5, minLength + 4);
    arbitrary = fc.array(validValue(schema.items ?? {}, hints, name), { minLength, maxLength });
  } else if (schema.type === 'object' || schema.properties) arbitrary = validObject(schema, hints);
  else arbitrary = fc.jsonValue({ maxDepth: 2 });
  arbitrary = hinted(schema, name, hints, arbitrary);
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}

function validObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, hints, key)]),
  );
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}

/** Values that break the schema (or sit just on its edge): wrong types, out of range, too long, hostile text. */
export function badValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const specific: unknown[] = [];
  const min = inclusiveMinimum(schema, 1);
  const max = inclusiveMaximum(schema, 1);
  if (min !== undefined) specific.push(min, min - 1, String(min - 1));
  if (max !== undefined) specific.push(max, max + 1, String(max + 1));
  if (schema.maxLength !== undefined) specific.push('y'.repeat(schema.maxLength + 1));
  if (schema.minLength) specific.push('y'.repeat(schema.minLength - 1));
  if (schema.enum)
    specific.push(
      ...schema.enum.map((e) => `${String(e)}\u0000`),
      ...schema.enum.map((e) => String(e).toUpperCase()),
    );
  if (schema.maxItems !== undefined) specific.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
  if (schema.pattern) specific.push(...IMPOSSIBLE_DATES, '2026-1-1', '２０２６-01-01');
  const scalars = fc.constantFrom<unknown>(
    null,
    true,
    false,
    ...EDGE_NUMBERS,
    ...EDGE_NUMBER_TEXT,
    ...NASTY_STRINGS,
    ...IMPOSSIBLE_DATES,
    HUGE,
    `${HUGE}\u0000`,
  );
  const shapes = fc.oneof(
    fc.constant([]),
    fc.constant({}),
    fc.constant({ constructor: { prototype: { polluted: 1 } } }),
    validValue(schema, hints).map((v) => [v, v]),
    validValue(schema, hints).map((v) => ({ value: v })),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const arms = [scalars, shapes];
  if (specific.length) arms.push(fc.constantFrom(...specific));
  return fc.oneof(...arms);
}
