/**
 * Bad requests for one operation of the OpenAPI document (tests/integration/bad-input.property
 * .test.ts): every other value is a plausible valid one, so the request reaches as far as the
 * one bad value lets it, and that value is bad for its schema whatever the schema is.
 */
import fc from 'fast-check';

/** The subset of the OpenAPI 3.0 schema objects @fastify/swagger emits for our zod contracts. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

export interface Operation {
  method: string;
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body?: Schema;
}
interface Param {
  name: string;
  required: boolean;
  schema: Schema;
}

/** One bad request: where the bad value goes, and the value (or `MISSING`, or a whole body). */
export interface BadCase {
  where: 'path' | 'query' | 'body' | 'wholeBody';
  key: (string | number)[];
  value: unknown;
}
export const MISSING = Symbol('missing');

type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };
type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
};

export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => {
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema }));
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

// ---- valid examples -----------------------------------------------------------------------

/** Fields whose rule the document cannot show (a refinement or a pipe), by name. */
const NAMED_EXAMPLES: Record<string, unknown> = {
  phone: '01012345678',
  sport_id: 6046,
  sportId: 6046,
  date: '2026-01-15',
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  from: '2026-01-01',
  to: '2026-01-31',
  nickname: '탐색회원',
};

/** A pattern that takes `yes` and refuses every text of `no`: what kind of text the field is. */
const takes = (s: Schema, yes: string, ...no: string[]) =>
  s.pattern !== undefined &&
  new RegExp(s.pattern).test(yes) &&
  no.every((text) => !new RegExp(s.pattern!).test(text));
const DATE_LIKE = (s: Schema) => s.format === 'date' || takes(s, '2026-01-15', 'abcd-ef-gh');
const MONTH_LIKE = (s: Schema) => takes(s, '2026-01', 'abcd-ef', '2026-13');
const DIGITS_LIKE = (s: Schema) => takes(s, '1234', '12a4');

function exampleString(s: Schema): string {
  if (s.enum) return String(s.enum[0]);
  if (s.format === 'ipv4') return '192.0.2.1';
  if (s.format === 'date-time') return '2030-01-15T00:00:00Z';
  if (DATE_LIKE(s)) return '2026-01-15';
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 64;
  if (s.pattern || s.allOf) {
    const patterns = [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter(
      (p): p is string => p !== undefined,
    );
    const fits = (text: string) =>
      text.length >= min && text.length <= max && patterns.every((p) => new RegExp(p).test(text));
    for (const candidate of ['Test1234', 'test1234', '1234']) if (fits(candidate)) return candidate;
    const arb = fc.stringMatching(new RegExp(patterns[0]!)).filter(fits);
    return fc.sample(arb, { numRuns: 1, seed: 7 })[0]!;
  }
  return 'Test1234'.padEnd(min, 'x').slice(0, max);
}

/** A value meant to pass validation: only required properties, the first union branch. */
export function exampleOf(s: Schema, name?: string): unknown {
  if (name !== undefined && name in NAMED_EXAMPLES) return NAMED_EXAMPLES[name];
  const branch = (s.oneOf ?? s.anyOf)?.find((b) => b.type !== 'null');
  if (branch) return exampleOf(branch, name);
  switch (s.type) {
    case 'string':
      return exampleString(s);
    case 'integer':
    case 'number':
      if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER) {
        return s.exclusiveMinimum ? s.minimum + 1 : s.minimum;
      }
      return s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((key) => [key, exampleOf(s.properties?.[key] ?? {}, key)]),
      );
    default:
      return undefined;
  }
}

// ---- bad values ---------------------------------------------------------------------------

/** C0 (NUL first), DEL and C1: refused in every text; \t \n \r are left out (bodies allow them). */
const CONTROL_CHARS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b'];
const IMPOSSIBLE_DATES = ['9999-99-99', '0000-00-00', '2026-02-30', '2025-13-01', '2026-1-5'];
const IMPOSSIBLE_MONTHS = ['0000-01', '9999-12', '2026-13', '2026-00'];
const BEYOND_INT8 = ['9999999999999999999', '99999999999999999999999'];
const NOT_NUMBERS = ['abc', '1.5', '1e20', '-1e20', 'Infinity', '\u0000', '1\u0000'];

/** Text with a control character inside: never valid in any string field. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(...CONTROL_CHARS),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, c, b]) => `x${a}${c}${b}x`);

function badStrings(s: Schema, inJson: boolean): string[] {
  const out = CONTROL_CHARS.map((c) => `a${c}b`);
  if (inJson) out.push('ab\ud800cd'); // a lone surrogate: not text at all
  if (s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1));
  if (s.enum) out.push('not-in-enum');
  if (DATE_LIKE(s) || s.format === 'date-time') {
    out.push(...IMPOSSIBLE_DATES.map((d) => (s.format === 'date-time' ? `${d}T00:00:00Z` : d)));
  }
  if (MONTH_LIKE(s)) out.push(...IMPOSSIBLE_MONTHS);
  if (DIGITS_LIKE(s)) out.push(...BEYOND_INT8);
  return out;
}

/** Integers as text (path and query values), each outside the schema. */
function badIntegerTexts(s: Schema): string[] {
  const out = [...NOT_NUMBERS, ...BEYOND_INT8, `-${BEYOND_INT8[0]}`];
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) out.push(`${s.maximum + 1}`);
  if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER) {
    out.push(`${s.exclusiveMinimum ? s.minimum : s.minimum - 1}`);
  }
  return out;
}

const NESTED_JUNK = { a: [{ b: null, c: ['\u0000', { d: 1e20 }] }], e: [] };

/** Wrong JSON types for a schema of `type` (null only where null is not allowed). */
function wrongTypes(s: Schema): unknown[] {
  const all: unknown[] = ['text', 1e20, 12, true, [], [1, 'x'], NESTED_JUNK];
  const nullable = s.nullable === true || (s.anyOf ?? s.oneOf ?? []).some((b) => b.type === 'null');
  if (!nullable) all.push(null);
  return all.filter((value) => {
    if (s.type === 'string') return typeof value !== 'string';
    if (s.type === 'integer' || s.type === 'number') return typeof value !== 'number';
    if (s.type === 'boolean') return typeof value !== 'boolean';
    if (s.type === 'array') return !Array.isArray(value);
    if (s.type === 'object')
      return value === null || typeof value !== 'object' || Array.isArray(value);
    return value === null || typeof value === 'number' || Array.isArray(value);
  });
}

/** Deterministic bad JSON values for a schema (each one always run). */
function badJsonValues(s: Schema): unknown[] {
  const out = wrongTypes(s);
  const branches = s.oneOf ?? s.anyOf;
  if (branches && !s.type) {
    if (branches.every((b) => b.type === 'string')) out.push(...badStrings(branches[0]!, true));
    if (branches.every((b) => b.type === 'object')) out.push({ kind: 'not-a-kind' });
    return out;
  }
  if (s.type === 'string') out.push(...badStrings(s, true));
  if (s.type === 'integer' || s.type === 'number') {
    out.push(-1e20, ...BEYOND_INT8);
    if (s.type === 'integer') out.push(1.5);
    if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) out.push(s.maximum + 1);
    if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER) {
      out.push(s.exclusiveMinimum ? s.minimum : s.minimum - 1);
    }
  }
  if (s.type === 'array') {
    if (s.items) out.push([badJsonValues(s.items)[0]]);
    if (s.maxItems !== undefined) {
      out.push(Array.from({ length: s.maxItems + 1 }, () => exampleOf(s.items ?? {})));
    }
  }
  if (s.type === 'object' && typeof s.additionalProperties === 'object') {
    // A record: a key no text may be, and a value its schema refuses.
    out.push({ 'a\u0000b': exampleOf(s.additionalProperties) });
    out.push({ key: badJsonValues(s.additionalProperties)[0] });
  }
  return out;
}

/** Random bad JSON values on top of the fixed ones: control characters anywhere in text. */
function randomBadJson(s: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...badJsonValues(s)), controlText);
}

function isEmptySchema(s: Schema): boolean {
  return !s.type && !s.oneOf && !s.anyOf && !s.enum;
}

/** Every body field (nested objects and array items included) with its schema. */
function bodySlots(
  s: Schema,
  key: (string | number)[] = [],
): { key: (string | number)[]; schema: Schema; required: boolean }[] {
  const object = s.type === 'object' ? s : (s.oneOf ?? s.anyOf)?.find((b) => b.type === 'object');
  const out: { key: (string | number)[]; schema: Schema; required: boolean }[] = [];
  for (const [name, child] of Object.entries(object?.properties ?? {})) {
    if (isEmptySchema(child)) continue;
    const childKey = [...key, name];
    out.push({ key: childKey, schema: child, required: object?.required?.includes(name) ?? false });
    out.push(...bodySlots(child, childKey));
  }
  if (s.type === 'array' && s.items && !isEmptySchema(s.items)) {
    out.push({ key: [...key, 0], schema: s.items, required: false });
    out.push(...bodySlots(s.items, [...key, 0]));
  }
  return out;
}

/**
 * The fixed bad cases of an operation (always run) and an arbitrary of random ones. Every case
 * holds exactly one bad value, so the answer must be a refusal.
 */
export function badCasesOf(op: Operation): { fixed: BadCase[]; random: fc.Arbitrary<BadCase> } {
  const fixed: BadCase[] = [];
  const randoms: fc.Arbitrary<BadCase>[] = [];
  for (const [where, params] of [
    ['path', op.pathParams],
    ['query', op.queryParams],
  ] as const) {
    for (const p of params) {
      const texts =
        p.schema.type === 'integer' || p.schema.type === 'number'
          ? badIntegerTexts(p.schema)
          : badStrings(p.schema.anyOf?.[0] ?? p.schema, false);
      const values: unknown[] = [...texts];
      if (where === 'path') values.push('');
      if (where === 'query') values.push([exampleOf(p.schema, p.name), 'zz']); // a repeated key
      if (where === 'query' && p.required) values.push(MISSING);
      fixed.push(...values.map((value) => ({ where, key: [p.name], value })));
      randoms.push(controlText.map((value) => ({ where, key: [p.name], value })));
    }
  }
  if (op.body) {
    for (const slot of bodySlots(op.body)) {
      const values = badJsonValues(slot.schema);
      if (slot.required) values.push(MISSING);
      fixed.push(...values.map((value) => ({ where: 'body' as const, key: slot.key, value })));
      randoms.push(
        randomBadJson(slot.schema).map((value) => ({
          where: 'body' as const,
          key: slot.key,
          value,
        })),
      );
    }
    const junk: unknown[] = [[], 'text', 1e20, null, true, [{}]];
    if ((op.body.required ?? []).length > 0) junk.push(NESTED_JUNK);
    fixed.push(...junk.map((value) => ({ where: 'wholeBody' as const, key: [], value })));
  }
  return { fixed, random: randoms.length > 0 ? fc.oneof(...randoms) : fc.constant(fixed[0]!) };
}

// ---- building the request ---------------------------------------------------------------

function setIn(target: unknown, key: (string | number)[], value: unknown): unknown {
  if (key.length === 0) return value;
  const [head, ...rest] = key;
  const container = (
    target !== null && typeof target === 'object'
      ? Array.isArray(target)
        ? [...target]
        : { ...target }
      : typeof head === 'number'
        ? []
        : {}
  ) as Record<string | number, unknown>;
  const next = setIn(container[head!], rest, value);
  if (next === MISSING) delete container[head!];
  else container[head!] = next;
  return container;
}

export interface InjectRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** The request of one case: examples everywhere, the case's bad value in its place. */
export function requestOf(
  op: Operation,
  c: BadCase,
  headers: Record<string, string>,
): InjectRequest {
  const pathValues = Object.fromEntries(
    op.pathParams.map((p) => [p.name, exampleOf(p.schema, p.name)]),
  );
  const query: [string, unknown][] = op.queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, exampleOf(p.schema, p.name)]);
  if (c.where === 'path') pathValues[c.key[0]!] = c.value;
  if (c.where === 'query') {
    const rest = query.filter(([name]) => name !== c.key[0]);
    query.length = 0;
    query.push(...rest);
    if (c.value !== MISSING) query.push([String(c.key[0]), c.value]);
  }
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathValues[name])),
  );
  const search = query
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))
    .map(([name, v]) => `${encodeURIComponent(String(name))}=${encodeURIComponent(String(v))}`)
    .join('&');
  const request: InjectRequest = {
    method: op.method,
    url: search ? `${path}?${search}` : path,
    headers: { ...headers },
  };
  if (op.body) {
    const base = exampleOf(op.body);
    const body =
      c.where === 'wholeBody' ? c.value : c.where === 'body' ? setIn(base, c.key, c.value) : base;
    request.payload = JSON.stringify(body);
    request.headers['content-type'] = 'application/json';
  }
  return request;
}
