import { generateSync } from 'json-schema-faker';
import { invalidValues } from './invalid-values.ts';
import {
  type ApiDocument,
  documentedExamples,
  type Operation,
  type Parameter,
  type Schema,
} from './openapi-doc.ts';
import { isValid } from './schema-check.ts';

/** Real values by parameter name (a seeded collection's address, a post's id), like Schemathesis's explicit examples. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

export interface Case {
  op: Operation;
  kind: 'positive' | 'negative';
  /** For a negative case: the one rule it breaks. */
  mutation?: string;
  path: Record<string, string>;
  query: [string, string][];
  /** A JSON value, or multipart fields with `Buffer`s for file parts. */
  body?: { mediaType: string; value: unknown };
}

/** Mulberry32: the same seed gives the same run. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** A value valid for the schema, or undefined when the generator cannot find one in a few tries. */
function generate(schema: Schema, seed: number, coerce: boolean): unknown {
  for (let attempt = 0; attempt < 8; attempt++) {
    let value: unknown;
    try {
      value = generateSync(schema, { seed: seed + attempt * 7919, optionalsProbability: 0.6, maxDepth: 4 });
    } catch {
      continue; // a schema the generator cannot satisfy: reported as skipped, like Schemathesis's unsatisfiable
    }
    if (isValid(schema, value, coerce)) return value;
  }
  return undefined;
}

/** `.` and `..` are path segments a client normalises away; an empty segment is another URL. */
const fitsPath = (value: unknown) => !['', '.', '..'].includes(String(value));

function paramValue(
  doc: ApiDocument,
  op: Operation,
  param: Parameter,
  known: KnownValues,
  random: () => number,
  seed: number,
): unknown {
  const ok = (v: unknown) => isValid(param.schema, v, true) && (param.in !== 'path' || fitsPath(v));
  const real = (known[param.name] ?? []).filter(ok);
  if (real.length && random() < 0.7) return pick(random, real);
  const examples = documentedExamples(doc.raw, op, param.name).filter(ok);
  if (examples.length && random() < 0.5) return pick(random, examples);
  const value = generate(param.schema, seed, true);
  return value !== undefined && ok(value) ? value : real[0];
}

/** Every part of a positive case; each parameter and the body valid for the document. */
export function positiveCase(
  doc: ApiDocument,
  op: Operation,
  known: KnownValues,
  seed: number,
): Case | { skipped: string } {
  const random = randomFrom(seed);
  const c: Case = { op, kind: 'positive', path: {}, query: [] };
  for (const [i, param] of op.parameters.entries()) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    if (param.in === 'query' && !param.required && random() < 0.5) continue;
    const value = paramValue(doc, op, param, known, random, seed + i * 104729);
    if (value === undefined) return { skipped: `no valid value for ${param.in} ${param.name}` };
    setParam(c, param, value);
  }
  const media = op.body?.media.find((m) => m.mediaType === 'application/json') ?? op.body?.media[0];
  if (media) {
    const value = generate(media.schema, seed + 31, false);
    if (value === undefined) return { skipped: `no valid ${media.mediaType} body` };
    c.body = { mediaType: media.mediaType, value: withKnown(media.schema, value, known, random) };
  }
  return c;
}

/** Body properties named like a known value (an address, a token id) sometimes take the real one. */
function withKnown(schema: Schema, value: unknown, known: KnownValues, random: () => number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const next = { ...(value as Record<string, unknown>) };
  for (const [name, v] of Object.entries(next)) {
    const real = (known[name] ?? []).filter((k) => typeof k === typeof v);
    if (real.length && random() < 0.6) next[name] = pick(random, real);
  }
  return isValid(schema, next) ? next : value;
}

export function setParam(c: Case, param: Parameter, value: unknown): void {
  if (param.in === 'path') {
    c.path[param.name] = String(value);
    return;
  }
  // An exploded form-style object stands for its properties, each its own query parameter.
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) if (v !== undefined) c.query.push([k, String(v)]);
    return;
  }
  for (const item of [value].flat()) c.query.push([param.name, item === null ? '' : String(item)]);
}

interface Mutation {
  describe: string;
  apply(c: Case): void;
}

/** Every single-rule break the document allows us to make for this operation. */
function mutationsOf(op: Operation): Mutation[] {
  const out: Mutation[] = [];
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    if (param.schema.type === 'object') continue; // its parts are checked through the body-like rules
    for (const bad of invalidValues(param.schema, 'param')) {
      if (isValid(param.schema, bad, true) || (param.in === 'path' && !fitsPath(bad))) continue;
      out.push({
        describe: `${param.in} ${param.name} = ${JSON.stringify(bad)}`,
        apply: (c) => {
          c.query = c.query.filter(([k]) => k !== param.name);
          setParam(c, param, bad);
        },
      });
    }
    if (param.in === 'query' && param.required)
      out.push({
        describe: `query ${param.name} missing`,
        apply: (c) => {
          c.query = c.query.filter(([k]) => k !== param.name);
        },
      });
  }
  const media = op.body?.media.find((m) => m.mediaType === 'application/json') ?? op.body?.media[0];
  if (!media) return out;
  if (op.body?.required)
    out.push({
      describe: 'body missing',
      apply: (c) => {
        c.body = undefined;
      },
    });
  const schema = media.schema;
  for (const bad of invalidValues(schema, 'body'))
    if (!isValid(schema, bad))
      out.push({
        describe: `body = ${JSON.stringify(bad)}`,
        apply: (c) => {
          c.body = { mediaType: media.mediaType, value: bad };
        },
      });
  for (const name of (schema.required ?? []) as string[])
    out.push({ describe: `body.${name} missing`, apply: (c) => editBody(c, schema, name, undefined) });
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    for (const bad of invalidValues(prop, media.mediaType === 'application/json' ? 'body' : 'param')) {
      if (prop.format === 'binary') continue;
      out.push({
        describe: `body.${name} = ${JSON.stringify(bad)}`,
        apply: (c) => editBody(c, schema, name, bad),
      });
    }
  }
  return out;
}

function editBody(c: Case, schema: Schema, name: string, value: unknown): void {
  const base = (c.body?.value ?? {}) as Record<string, unknown>;
  const next = { ...base, [name]: value };
  if (value === undefined) delete next[name];
  c.body = { mediaType: c.body?.mediaType ?? 'application/json', value: next };
  // A break the schema still allows (a property it ignores) is no negative case: undo it.
  if (isValid(schema, multipartAsText(next))) c.body = { ...c.body, value: base };
}

/** Multipart fields are text on the wire: the schema sees files as strings. */
function multipartAsText(value: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Buffer.isBuffer(v) ? 'file' : v]));
}

/** A positive case with one rule broken; undefined when the document leaves nothing to break. */
export function negativeCase(
  doc: ApiDocument,
  op: Operation,
  known: KnownValues,
  seed: number,
): Case | undefined {
  const mutations = mutationsOf(op);
  if (!mutations.length) return undefined;
  const base = positiveCase(doc, op, known, seed);
  if ('skipped' in base) return undefined;
  const random = randomFrom(seed ^ 0x5bd1e995);
  for (let tries = 0; tries < 4; tries++) {
    const mutation = pick(random, mutations);
    const c: Case = structuredClone({ ...base, op: undefined }) as unknown as Case;
    c.op = op;
    c.kind = 'negative';
    c.mutation = mutation.describe;
    const before = JSON.stringify([c.path, c.query, c.body?.value]);
    mutation.apply(c);
    if (JSON.stringify([c.path, c.query, c.body?.value]) !== before) return c;
  }
  return undefined;
}
