import {
  AVATAR_FIELD,
  ProfileUpdateSchema,
  SHIELD_IMAGE_FIELD,
  ShieldFormSchema,
  SUBMISSION_MEDIA_FIELD,
  SUBMISSION_POSTER_FIELD,
  SubmissionFormSchema,
  VaultAssetFormSchema,
} from '@guardians/shared';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteTableEntry } from '../../src/plugins/route-table.ts';
import { requestJsonSchema } from './fuzz-json-schema.ts';
import {
  type FuzzRequest,
  type FuzzRoute,
  forgedCookie,
  type Identity,
  type KnownValues,
  requestArbitrary,
} from './fuzz-requests.ts';

/** How long one request may take before the run counts it as a hang. */
export const REQUEST_TIMEOUT_MS = 5_000;
/** The default seed: fixed, so a CI failure replays locally; FUZZ_SEED picks another. */
export const DEFAULT_SEED = 20_250_610;

export const fuzzSeed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);

/** FUZZ_RUNS scales every route's runs (the number for an /api route with a request schema). */
export function runsFor(route: FuzzRoute): number {
  const full = Number(process.env.FUZZ_RUNS ?? 50);
  const hasInput = route.params || route.querystring || route.body || route.form;
  // A HEAD shares its GET's handler; a route without a schema has only the hostile extras to vary;
  // the documentation and SEO pages outside /api serve fixed files.
  let share = hasInput ? 1 : 0.4;
  if (!hasInput && !route.url.startsWith('/api/')) share = 0.125;
  if (route.method === 'HEAD') share /= 4;
  return Math.max(5, Math.round(full * share));
}

/** The upload routes take multipart forms; their text fields are parsed with these shared schemas. */
const uploadForms: Record<string, { fields: unknown; files: readonly string[] }> = {
  'POST /api/users/': { fields: ProfileUpdateSchema, files: [AVATAR_FIELD] },
  'POST /api/shields': { fields: ShieldFormSchema, files: [SHIELD_IMAGE_FIELD] },
  'PUT /api/shields/:id': { fields: ShieldFormSchema, files: [SHIELD_IMAGE_FIELD] },
  'POST /api/gallery/submissions': {
    fields: SubmissionFormSchema,
    files: [SUBMISSION_MEDIA_FIELD, SUBMISSION_POSTER_FIELD],
  },
  'POST /api/admin/vault': { fields: VaultAssetFormSchema, files: ['image', 'file'] },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function takesMultipart(entry: RouteTableEntry): boolean {
  const consumes = (entry.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return consumes.includes('multipart/form-data');
}

/** A route table entry with its zod schemas turned into the JSON Schema the generators walk. */
export function toFuzzRoute(entry: RouteTableEntry): FuzzRoute {
  const schema = (entry.schema ?? {}) as Record<string, unknown>;
  const route: FuzzRoute = {
    method: entry.method,
    url: entry.url,
    params: requestJsonSchema(schema.params),
    querystring: requestJsonSchema(schema.querystring),
    body: requestJsonSchema(schema.body),
  };
  // A console permission: the fuzzer's admin is an ADMIN_ACCOUNTS owner, who holds them all.
  if (entry.config.auth) route.auth = entry.config.auth === 'signed-in' ? 'signed-in' : 'admin';
  if (takesMultipart(entry)) {
    const form = uploadForms[routeKey(entry)];
    // A new upload route must say which form it takes, or it would only ever get JSON.
    if (!form) throw new Error(`${routeKey(entry)} takes multipart: add its form to uploadForms`);
    route.form = { fields: requestJsonSchema(form.fields) ?? {}, files: form.files };
  }
  return route;
}

/** The route table without duplicates (a route registered twice is fuzzed once). */
export function uniqueRoutes(table: readonly RouteTableEntry[]): RouteTableEntry[] {
  const seen = new Set<string>();
  return table.filter((entry) => {
    const key = routeKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface Sessions {
  cookieOf(identity: Exclude<Identity, 'anonymous' | 'forged'>): string;
  /** Signs the identity in again (a fuzzed request logged it out). */
  renew(identity: Exclude<Identity, 'anonymous' | 'forged'>): Promise<void>;
}

function cookieFor(request: FuzzRequest, sessions: Sessions): string | undefined {
  if (request.identity === 'anonymous') return undefined;
  if (request.identity === 'forged') return forgedCookie(request.forgedSession ?? '');
  return sessions.cookieOf(request.identity);
}

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * Answers of 500 and above that are deliberate, typed and documented, not failures: the route says
 * a feature is not available, with its own code. Anything else at 500+ fails the property; a new
 * code must be added here with its reason, so none is accepted silently.
 */
export const deliberateUnavailable: Readonly<Record<string, string>> = {
  NO_PRICE_FEED:
    '503 for a chainId this server does not serve (the feed exists on its own chain); asserted in trading-ether-price.test.ts',
};

function isDeliberate(reply: Reply): boolean {
  if (reply.statusCode !== 503) return false;
  try {
    const code = (JSON.parse(reply.body) as { code?: unknown }).code;
    return typeof code === 'string' && Object.hasOwn(deliberateUnavailable, code);
  } catch {
    return false; // not even our JSON error body
  }
}

async function sendWithin(app: FastifyInstance, options: InjectOptions, ms: number): Promise<Reply> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (hang)`)), ms);
  });
  try {
    return await Promise.race([app.inject(options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

function clearsSession(reply: Reply): boolean {
  return reply.cookies.some((c) => c.name.endsWith('guardians_session') && c.value === '');
}

/** Sends one generated request; throws (fails the property) on a 5xx or a hang. */
export async function sendFuzzRequest(app: FastifyInstance, sessions: Sessions, request: FuzzRequest) {
  const headers: Record<string, string> = {};
  const cookie = cookieFor(request, sessions);
  if (cookie) headers.cookie = cookie;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
  const started = performance.now();
  const reply = await sendWithin(app, options, REQUEST_TIMEOUT_MS);
  const elapsed = performance.now() - started;
  // A HEAD answer has no body to read the code from: its GET twin tells whether the 503 is deliberate.
  const judged =
    reply.statusCode === 503 && request.method === 'HEAD'
      ? await sendWithin(app, { ...options, method: 'GET' }, REQUEST_TIMEOUT_MS)
      : reply;
  if (reply.statusCode >= 500 && !isDeliberate(judged))
    throw new Error(`answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  if ((request.identity === 'user' || request.identity === 'admin') && clearsSession(reply))
    await sessions.renew(request.identity);
  return elapsed;
}

/** A 32-bit seed per route: each route's sequence is independent of the others and of their order. */
export function routeSeed(baseSeed: number, key: string): number {
  let hash = baseSeed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

export interface RouteOutcome {
  /** The fast-check report, when the property failed. */
  failure?: string;
  /** The longest answer time seen on this route, and the request that took it. */
  slowestMs: number;
  slowestUrl: string;
}

/** Fuzzes one route with its own seed. */
export async function fuzzRoute(
  app: FastifyInstance,
  sessions: Sessions,
  route: FuzzRoute,
  known: KnownValues,
): Promise<RouteOutcome> {
  const seed = routeSeed(fuzzSeed, routeKey(route));
  const outcome: RouteOutcome = { slowestMs: 0, slowestUrl: '' };
  let arbitrary: fc.Arbitrary<FuzzRequest>;
  try {
    arbitrary = requestArbitrary(route, known);
  } catch (error) {
    outcome.failure = `${routeKey(route)}: no generator for its schema (${(error as Error).message})`;
    return outcome;
  }
  const property = fc.asyncProperty(arbitrary, async (request) => {
    const ms = await sendFuzzRequest(app, sessions, request);
    if (ms > outcome.slowestMs)
      Object.assign(outcome, { slowestMs: ms, slowestUrl: request.url.slice(0, 120) });
  });
  // Shrinking replays dozens of requests per failure; FUZZ_SHRINK=1 turns it on for a local repro.
  const details = await fc.check(property, {
    seed,
    numRuns: runsFor(route),
    endOnFailure: process.env.FUZZ_SHRINK !== '1',
  });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    outcome.failure = `${routeKey(route)} (route seed ${seed}): ${error}\n${fc.defaultReportMessage(details) ?? ''}`;
  }
  return outcome;
}
