import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { masterClient } from '../helpers/engagements';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import type { SignedInUser } from '../helpers/users';

/**
 * The guard of product.md §3.2, never a 5xx for bad input: generated bad bodies, queries and path
 * parameters sent to every route of the OpenAPI document, signed in as a Master (so the tier lets
 * every call through to its validation and service) and without a token. No answer may be a 5xx,
 * every /api answer is the envelope, and no answer shows a stack or SQL. FUZZ_RUNS sets the cases
 * per route (default 150, about a minute of CPU).
 */

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface Route {
  name: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  takesBody: boolean;
}

const RUNS = Number(process.env.FUZZ_RUNS || 150);
/** Calls that end the signed-in session for good; sent only without a token. */
const DESTRUCTIVE = ['DELETE /api/Accounts/deleteaccount'];
/** Answers that never end once open (the notifications' event stream, tested in its module); sent only without a token. */
const ENDLESS = ['GET /api/Notifiche/Stream'];
/** Answers in another protocol than the envelope (the sandbox provider's token endpoint). */
const OTHER_PROTOCOL = ['POST /api/sandbox-provider/v1/tokens'];
const LEAKS = [
  /\bat .+\(.+:\d+:\d+\)/,
  /node_modules/,
  /\bselect\b.+\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\b.+\bset\b/i,
  /\bERR_[A-Z_]+\b/,
];

/** A value a string, number, date or id field must never choke on. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '__proto__',
    'toString',
    'constructor',
    '2026-02-30',
    '9999-99-99',
    'NaN',
    '1e400',
    '0x10',
    '<script>',
    "' or 1=1 --",
    '𝄞'.repeat(3),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant(Object.fromEntries([['__proto__', { admin: true }]])),
  fc.constant({ toString: 'x', valueOf: 1 }),
  fc.constant([null]),
  fc.array(fc.oneof(fc.string(), fc.constant(null), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

/** A body nested `depth` levels deep, written as text: too deep for JSON.stringify to write. */
const deep = (depth: number, key: string) => `${`{"${key}":[`.repeat(depth)}1${']}'.repeat(depth)}`;

/** Bodies shaped after the route's fields, and bodies with no shape at all. */
const bodyOf = (fields: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary:
        fields.length === 0
          ? nasty
          : fc.record(Object.fromEntries(fields.map((field) => [field, nasty])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: fc.constantFrom(null, [], [null], [{}], 'text', 42, true, {}) },
    {
      weight: 1,
      arbitrary: fc.constant(
        JSON.parse('{"__proto__":{"polluted":1},"toString":"x","hasOwnProperty":1,"constructor":{"prototype":{}}}'),
      ),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fields, '__proto__', 'toString'), nasty) },
  );

/** A raw payload with a content type, for what the JSON encoder cannot produce. */
const rawPayload = (fields: string[]) =>
  fc.oneof(
    fc
      .integer({ min: 40, max: 2000 })
      .map((depth) => ({ type: 'application/json', body: deep(depth, fields[0] ?? 'a') })),
    fc.constantFrom(
      { type: 'application/json', body: '{"a":' },
      { type: 'application/json', body: 'null' },
      { type: 'application/json', body: '"\\u0000"' },
      { type: 'application/json', body: '{"a":"\\ud800"}' },
      { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--' },
      { type: 'multipart/form-data; boundary=x', body: 'not multipart' },
      { type: 'application/x-www-form-urlencoded', body: 'a=1&a=2&__proto__[x]=1&toString=1' },
      { type: 'text/plain', body: 'hello' },
      { type: 'application/xml', body: '<a/>' },
    ),
  );

const pathValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e3',
    'abc',
    '%00',
    '__proto__',
    'toString',
    ' ',
    '%20',
    'null',
    '%E0%A4%A',
    '..%2F..%2Fetc',
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 1, max: 50 }).map(String),
);

const queryValue = fc.oneof(
  nasty.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 3 }),
);

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(body?.properties ?? {}),
        takesBody: ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()),
      };
    }),
  );
}

interface Case {
  signedIn: boolean;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: { json: unknown } | { raw: { type: string; body: string } } | null;
}

const caseOf = (route: Route): fc.Arbitrary<Case> =>
  fc.record({
    signedIn: DESTRUCTIVE.includes(route.name) || ENDLESS.includes(route.name) ? fc.constant(false) : fc.boolean(),
    params: fc.record(Object.fromEntries(route.pathParams.map((name) => [name, pathValue]))) as fc.Arbitrary<
      Record<string, string>
    >,
    query: fc.record(
      Object.fromEntries([...route.queryParams, '__proto__', 'toString'].map((name) => [name, queryValue])),
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string | string[]>>,
    body: route.takesBody
      ? fc.oneof(
          { weight: 4, arbitrary: bodyOf(route.bodyFields).map((json) => ({ json })) },
          { weight: 1, arbitrary: rawPayload(route.bodyFields).map((raw) => ({ raw })) },
        )
      : fc.constant(null),
  });

let t: TestApp;
let master: SignedInUser;
let routes: Route[];
beforeAll(async () => {
  t = await buildTestApp(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {});
  master = await masterClient(t.app, 'en');
  routes = routesOf(t.app.swagger() as never);
});
afterAll(() => t.close());

function requestOf(route: Route, generated: Case): InjectOptions {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => generated.params[name]);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (generated.signedIn) headers.authorization = master.auth.authorization;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    query: generated.query,
  };
  if (generated.body && 'json' in generated.body) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(generated.body.json) ?? 'null';
  } else if (generated.body) {
    headers['content-type'] = generated.body.raw.type;
    options.payload = generated.body.raw.body;
  }
  return options;
}

/** What must hold of every answer; a message naming the first thing that does not. */
function faultOf(
  route: Route,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const leak = LEAKS.find((pattern) => pattern.test(response.body));
  if (leak) return `leaked ${leak}`;
  if (OTHER_PROTOCOL.includes(route.name) || !String(response.headers['content-type'] ?? '').includes('json'))
    return null;
  let body: { success?: unknown; data?: { modelValidationError?: unknown } };
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'answered JSON that does not parse';
  }
  if (typeof body.success !== 'boolean' || !('message' in body) || !('data' in body))
    return 'answered outside the envelope';
  if (response.statusCode === 400 && !Array.isArray(body.data?.modelValidationError))
    return 'answered 400 without modelValidationError';
  return null;
}

describe('every route under generated bad input', () => {
  it('reads the routes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('never answers a 5xx, always the envelope, never a stack or SQL', async () => {
    const faults = new Map<string, string>();
    for (const route of routes) {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(caseOf(route), async (generated) => {
          const request = requestOf(route, generated);
          const response = await t.app.inject(request);
          const fault = faultOf(route, response);
          if (fault)
            faults.set(
              `${route.name}: ${fault}`,
              `${JSON.stringify(request).slice(0, 300)} → ${response.body.slice(0, 300)}`,
            );
          return true;
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      if (process.env.FUZZ_TIMING)
        process.stdout.write(`${route.name} ${Math.round(performance.now() - started)} ms\n`);
    }
    expect(Object.fromEntries(faults)).toEqual({});
  }, 600_000);
});
