import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/** The part of JSON Schema (draft 2020-12, as zod 4 writes it) the generators understand. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/**
 * The request side of a route's zod schema as JSON Schema. Transforms and refinements have no JSON
 * form ('any'), so the generators treat them as "anything", which only widens what is sent.
 */
export function requestJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Deeper than this, a generator closes the structure with null (recursive $refs, nested arrays). */
const MAX_DEPTH = 5;

interface Walk {
  root: JsonSchema;
  depth: number;
}

function resolve(schema: JsonSchema, walk: Walk): JsonSchema {
  const name = schema.$ref?.replace(/^#\/\$defs\//, '');
  return name ? (walk.root.$defs?.[name] ?? {}) : schema;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return [schema.type].flat();
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  return [];
}

/** A regex for a schema pattern; zod's unicode patterns need the u flag, the others must not get it. */
function patternRegex(pattern: string): RegExp | undefined {
  for (const flags of ['', 'u']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next flag set
    }
  }
  return undefined;
}

/**
 * Strings matching the pattern, or undefined when fast-check cannot build them (it refuses lookarounds,
 * which the OpenAPI document's patterns use to say "not zero"): the field then gets free strings.
 */
function stringsMatching(pattern: string, maxLength: number | undefined): fc.Arbitrary<string> | undefined {
  const regex = patternRegex(pattern);
  if (!regex) return undefined;
  try {
    // The pattern bounds the length itself; only the schema's own maximum may cut it further.
    return fc.stringMatching(regex, { size: 'small', ...(maxLength ? { maxLength } : {}) });
  } catch {
    return undefined;
  }
}

function shapedString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  const matching = schema.pattern ? stringsMatching(schema.pattern, schema.maxLength) : undefined;
  if (matching) return minLength > 0 ? matching.filter((s) => s.length >= minLength) : matching;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((s) => s.length <= maxLength);
    case 'uri':
    case 'url':
      return fc.webUrl().filter((s) => s.length <= maxLength);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  const length = { minLength, maxLength: Math.min(maxLength, Math.max(minLength, 60)) };
  return fc.oneof(
    fc.string(length),
    fc.string({ ...length, unit: 'grapheme' }),
    fc.string({ ...length, unit: 'binary' }),
  );
}

function bounds(schema: JsonSchema): { min: number; max: number } {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -(2 ** 31));
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 2 ** 31);
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function integerBetween(low: number, high: number): fc.Arbitrary<number> {
  const min = Math.ceil(low);
  const max = Math.floor(high);
  return min <= max ? fc.integer({ min, max }) : fc.constant(min);
}

function shapedNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  if (min > max) return fc.constant(min);
  // Small values reach real rows; the bounds themselves are where off-by-one bugs live.
  const small = integerBetween(Math.max(min, -5), Math.min(max, 50));
  const edges = fc.constantFrom(min, max, Math.min(min + 1, max));
  const anywhere = integer
    ? integerBetween(Math.max(min, -(2 ** 31)), Math.min(max, 2 ** 31))
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(small, edges, anywhere);
}

function shapedObject(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = shapedIn(props[key] ?? {}, walk);
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return record;
  const extras = fc.dictionary(
    schema.propertyNames ? shapedString(schema.propertyNames) : fc.string({ maxLength: 12 }),
    shapedIn(extra, walk),
    { maxKeys: 4 },
  );
  return fc.tuple(record, extras).map(([known, more]) => ({ ...more, ...(known as object) }));
}

function shapedOfType(type: string, schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return shapedString(schema);
    case 'integer':
      return shapedNumber(schema, true);
    case 'number':
      return shapedNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => shapedIn(item, walk)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(shapedIn(schema.items ?? {}, walk), { minLength, maxLength });
    }
    case 'object':
      return shapedObject(schema, walk);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function shapedIn(schema: JsonSchema, parent: Walk): fc.Arbitrary<unknown> {
  const walk = { root: parent.root, depth: parent.depth + 1 };
  if (walk.depth > MAX_DEPTH) return fc.constant(null);
  const s = resolve(schema, walk);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => shapedIn(c, walk)));
  if (s.allOf?.[0]) return shapedIn(s.allOf[0], walk);
  const types = typesOf(s);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => shapedOfType(type, s, walk)));
}

/** Values the schema accepts (as far as JSON Schema can say): what a well-behaved client sends. */
export function shapedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return shapedIn(schema, { root: schema, depth: -1 });
}

export type { Walk };
export { resolve as resolveRef, shapedIn, typesOf };
