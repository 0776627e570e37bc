import fc from 'fast-check';
import { sessionCookieName } from '../../src/plugins/auth.ts';
import { asUrlText, type Body, formBodyArbitrary, jsonBodyArbitrary } from './fuzz-bodies.ts';
import { hostileUrlText, rawQueries } from './fuzz-hostile.ts';
import { type JsonSchema, shapedValue } from './fuzz-json-schema.ts';
import { nearMissValue } from './fuzz-near-miss.ts';

export type Identity = 'anonymous' | 'user' | 'admin' | 'forged';

/** One route as the fuzzer sees it: its JSON schemas and, for uploads, its form. */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The route's auth config: most requests then come from a caller who gets past it. */
  auth?: 'signed-in' | 'admin';
  /** multipart/form-data routes: the text fields' schema and the file fields. */
  form?: { fields: JsonSchema; files: readonly string[] };
}

export interface FuzzRequest {
  identity: Identity;
  /** The session id the 'forged' identity sends. */
  forgedSession?: string;
  method: string;
  url: string;
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

/** Values that exist in the seeded database, by path parameter name, so requests get past 404s. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

const PARAM = /:(\w+)(\([^)]*\))?/g;

/** Percent-encodes like encodeURIComponent, without throwing on lone surrogates (sent as U+FFFD). */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

export function paramNames(url: string): string[] {
  const names = [...url.matchAll(PARAM)].map((m) => m[1] ?? '');
  return url.endsWith('*') ? [...names, '*'] : names;
}

function paramArbitrary(name: string, route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const schema = route.params?.properties?.[name] ?? { type: 'string' };
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: shapedValue(schema).map(asUrlText) },
    { weight: 2, arbitrary: nearMissValue(schema).map(asUrlText) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileUrlText) },
  ];
  const real = known[name];
  if (real?.length) choices.push({ weight: 4, arbitrary: fc.constantFrom(...real) });
  // Encoded as a browser would; a few raw sequences test the router's own percent-decoding.
  const encoded = fc.oneof(...choices).map(encodeComponent);
  return fc.oneof(
    { weight: 9, arbitrary: encoded },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%2e%2e', '%2F', '..', '.', '%C0%AE', '%ED%A0%80') },
  );
}

function pathArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const names = paramNames(route.url);
  if (names.length === 0) return fc.constant(route.url);
  return fc.tuple(...names.map((name) => paramArbitrary(name, route, known))).map((values) => {
    let index = 0;
    const filled = route.url.replace(PARAM, () => values[index++] ?? '');
    return filled.endsWith('*') ? `${filled.slice(0, -1)}${values[index] ?? ''}` : filled;
  });
}

function serializeQuery(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodeComponent(asUrlText(value))}`;
  const pairs: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const k = encodeComponent(key);
    if (entry === undefined) continue;
    // Repeated keys arrive as arrays: the classic type confusion in query strings.
    if (Array.isArray(entry))
      for (const item of entry) pairs.push(`${k}=${encodeComponent(asUrlText(item))}`);
    else pairs.push(`${k}=${encodeComponent(asUrlText(entry))}`);
  }
  return pairs.join('&');
}

function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const raw = fc.constantFrom(...rawQueries);
  const hostileKeyed = fc
    .tuple(
      fc.constantFrom('offset', 'limit', 'chainId', 'q', 'account', 'id'),
      fc.constantFrom(...hostileUrlText),
    )
    .map(([key, value]) => `${key}=${encodeComponent(value)}`);
  if (!route.querystring) return fc.oneof({ weight: 6, arbitrary: fc.constant('') }, raw, hostileKeyed);
  const schema = route.querystring;
  return fc.oneof(
    { weight: 4, arbitrary: shapedValue(schema).map(serializeQuery) },
    { weight: 4, arbitrary: nearMissValue(schema).map(serializeQuery) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: hostileKeyed },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shapedValue(schema).map(serializeQuery), raw)
        .map(([valid, junk]) => `${valid}&${junk}`),
    },
  );
}

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<Body> {
  if (route.form) return formBodyArbitrary(route.form);
  if (route.body || !['GET', 'HEAD'].includes(route.method)) return jsonBodyArbitrary(route.body);
  // A GET or HEAD rarely carries a body; when it does, it must not confuse the route either.
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<Body>({ contentType: undefined, payload: undefined }) },
    { weight: 1, arbitrary: jsonBodyArbitrary(undefined) },
  );
}

/** Session ids a forger might try; all header-safe, so the request itself is well formed. */
const forgedSessions = [
  'x',
  '0',
  '0'.repeat(64),
  "'",
  '%00',
  'a'.repeat(4_000),
  '00000000-0000-0000-0000-000000000000',
  '-1',
];

export function requestArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const as = (identity: Identity) => fc.constant({ identity });
  const forged = fc
    .constantFrom(...forgedSessions)
    .map((forgedSession) => ({ identity: 'forged' as const, forgedSession }));
  // Refusals at the auth hook are cheap to reach; the handler behind it is what needs the runs.
  const allowed = route.auth === 'admin' ? 6 : route.auth === 'signed-in' ? 3 : 1;
  const caller = fc.oneof(
    { weight: 1, arbitrary: as('anonymous') },
    { weight: route.auth === 'admin' ? 1 : allowed, arbitrary: as('user') },
    { weight: allowed, arbitrary: as('admin') },
    { weight: 1, arbitrary: forged },
  );
  return fc
    .record({
      caller,
      path: pathArbitrary(route, known),
      query: queryArbitrary(route),
      body: bodyArbitrary(route),
    })
    .map(({ caller, path, query, body }) => ({
      ...caller,
      method: route.method,
      url: query ? `${path}?${query}` : path,
      contentType: body.contentType,
      payload: body.payload,
    }));
}

export const forgedCookie = (session: string) => `${sessionCookieName(false)}=${session}`;
