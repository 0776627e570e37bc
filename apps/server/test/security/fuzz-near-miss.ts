import fc from 'fast-check';
import { hostileNumbers, hostileStrings, hostileValue } from './fuzz-hostile.ts';
import { type JsonSchema, resolveRef, shapedIn, typesOf, type Walk } from './fuzz-json-schema.ts';

/**
 * Values one step outside what a schema accepts: just past a bound, the wrong type, a missing or
 * extra key, one field broken inside an otherwise valid object. These reach the deepest code a
 * validator lets through, which is where unchecked assumptions turn into 500s.
 */

const wrongTypes: Record<string, readonly unknown[]> = {
  string: [0, 1, -1, true, null, [], {}, ['a'], { a: 'a' }],
  integer: ['1', '', 'one', true, null, [], {}, [1], 1.5],
  number: ['1', '', 'NaN', true, null, [], {}, [1]],
  boolean: ['true', 'false', 0, 1, null, [], {}],
  array: ['a', 0, null, {}, { 0: 'a', length: 1 }],
  object: ['a', 0, null, [], [{}], true],
  null: [0, '', 'null', false, [], {}],
};

function stringPastBounds(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.maxLength !== undefined) {
    out.push('a'.repeat(schema.maxLength + 1), '9'.repeat(schema.maxLength + 1));
    out.push('é'.repeat(schema.maxLength + 1));
  }
  if (schema.minLength) out.push('a'.repeat(schema.minLength - 1));
  if (schema.pattern) out.push('0x', '0xZZ', ' 0x0', '0'.repeat(80), 'A-b', '-', '１２３');
  if (schema.format) out.push('not-a-value', 'http://', 'mailto:x', '@', '2025-13-45T99:99:99Z');
  if (schema.format === 'date-time')
    out.push('0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '0030-12-07T08:09:40Z', '10000-01-01T00:00:00Z');
  return out;
}

function numberPastBounds(schema: JsonSchema, integer: boolean): unknown[] {
  const out: unknown[] = [...hostileNumbers];
  const low = schema.exclusiveMinimum ?? schema.minimum;
  const high = schema.exclusiveMaximum ?? schema.maximum;
  if (low !== undefined) out.push(low - 1, low, low - 0.5);
  if (high !== undefined) out.push(high + 1, high, high + 0.5);
  if (integer) out.push(1.000001, 0.1);
  return out;
}

function enumNeighbours(values: unknown[]): unknown[] {
  const out: unknown[] = ['', 'other', 0, null];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    out.push(value.toUpperCase(), ` ${value}`, `${value}\u0000`, `${value}x`, [value]);
  }
  return out;
}

const isFreeText = (s: JsonSchema) =>
  typesOf(s).includes('string') && !s.pattern && !s.enum && !s.format && s.const === undefined;

/**
 * Every free-text field (no pattern, enum or format) gets a NUL, the others stay valid: one request
 * tries all the text columns of a form at once.
 */
function withNulInText(value: unknown, schema: JsonSchema): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const props = schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const fieldSchema = props[key] ?? {};
      const choices = fieldSchema.anyOf ?? [fieldSchema];
      if (typeof field === 'string' && choices.some(isFreeText)) return [key, `${field}\u0000`];
      return [key, withNulInText(field, choices.find((c) => c.properties) ?? {})];
    }),
  );
}

function objectNearMiss(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = shapedIn(props[key] ?? {}, walk);
  const valid = fc.record(model, { requiredKeys: keys.filter((k) => schema.required?.includes(k)) });
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: valid.map((obj) => withNulInText(obj, schema)) },
    // Extra keys, including those that pollute prototypes when merged naively.
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'account'))
        .map(([obj, key]) => ({ ...(obj as object), ...JSON.parse(`{"${key}":{"isAdmin":true}}`) })),
    },
  ];
  if (keys.length > 0) {
    // One field broken, the rest valid: the input that gets furthest into the handler.
    const oneBroken = fc
      .tuple(valid, fc.constantFrom(...keys))
      .chain(([obj, key]) =>
        nearMissIn(props[key] ?? {}, walk).map((bad) => ({ ...(obj as object), [key]: bad })),
      );
    variants.push({ weight: 4, arbitrary: oneBroken });
    // A required field dropped.
    const required = schema.required ?? [];
    if (required.length > 0) {
      const dropped = fc.tuple(valid, fc.constantFrom(...required)).map(([obj, key]) => {
        const copy = { ...(obj as Record<string, unknown>) };
        delete copy[key];
        return copy;
      });
      variants.push({ weight: 1, arbitrary: dropped });
    }
  }
  return fc.oneof(...variants);
}

function arrayNearMiss(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const item = schema.items ?? {};
  const variants: fc.Arbitrary<unknown>[] = [
    fc.array(nearMissIn(item, walk), { minLength: 1, maxLength: 3 }),
    fc.array(shapedIn(item, walk), { maxLength: 3 }).map((items) => [...items, null]),
  ];
  if (schema.maxItems !== undefined)
    variants.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, (_, i) => String(i))));
  if (schema.minItems) variants.push(fc.constant([]));
  return fc.oneof(...variants);
}

function nearMissOfType(type: string, schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom(...(wrongTypes[type] ?? [null]));
  switch (type) {
    case 'string': {
      const past = stringPastBounds(schema);
      // A valid value with a NUL inside: PostgreSQL text cannot hold one, so it must stop at validation.
      const withNul = fc.tuple(shapedIn(schema, walk), fc.nat()).map(([valid, at]) => {
        const text = String(valid);
        const cut = text.length ? at % text.length : 0;
        return `${text.slice(0, cut)}\u0000${text.slice(cut)}`;
      });
      return fc.oneof(wrong, withNul, fc.constantFrom(...hostileStrings, ...(past.length ? past : [''])));
    }
    case 'integer':
    case 'number':
      return fc.oneof(wrong, fc.constantFrom(...numberPastBounds(schema, type === 'integer')));
    case 'array':
      return fc.oneof(wrong, arrayNearMiss(schema, walk));
    case 'object':
      return fc.oneof(wrong, objectNearMiss(schema, walk));
    default:
      return fc.oneof(wrong, hostileValue());
  }
}

function nearMissIn(schema: JsonSchema, parent: Walk): fc.Arbitrary<unknown> {
  const walk = { root: parent.root, depth: parent.depth + 1 };
  if (walk.depth > 4) return hostileValue();
  const s = resolveRef(schema, walk);
  if (s.enum) return fc.constantFrom(...enumNeighbours(s.enum));
  if (s.const !== undefined) return fc.constantFrom(...enumNeighbours([s.const]));
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => nearMissIn(c, walk)));
  if (s.allOf?.[0]) return nearMissIn(s.allOf[0], walk);
  const types = typesOf(s);
  if (types.length === 0) return hostileValue();
  return fc.oneof(...types.map((type) => nearMissOfType(type, s, walk)));
}

/** A value the schema should refuse, close to one it accepts. */
export function nearMissValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return nearMissIn(schema, { root: schema, depth: -1 });
}
