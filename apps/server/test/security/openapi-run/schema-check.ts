import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Schema } from './openapi-doc.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    multipleOfPrecision: 9,
  });
  addFormats(ajv);
  // OpenAPI's own formats: annotations, not rules.
  for (const name of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'])
    ajv.addFormat(name, true);
  return ajv;
}

/** Bodies and answers: values as JSON carries them. */
const exact = makeAjv(false);
/** Path and query parameters: text on the wire, read as the schema's type (as Fastify does). */
const coercing = makeAjv(true);
const compiled = new WeakMap<Schema, ValidateFunction>();
const compiledCoercing = new WeakMap<Schema, ValidateFunction>();

function validator(schema: Schema, coerce: boolean): ValidateFunction {
  const cache = coerce ? compiledCoercing : compiled;
  let fn = cache.get(schema);
  if (!fn) {
    fn = (coerce ? coercing : exact).compile(schema);
    cache.set(schema, fn);
  }
  return fn;
}

/** Undefined when valid, else ajv's first complaint. */
export function schemaError(schema: Schema, value: unknown, options: { coerce?: boolean } = {}) {
  // Coercion rewrites its input in place: check a copy.
  const input = options.coerce ? structuredClone(value) : value;
  const fn = validator(schema, options.coerce === true);
  if (fn(input)) return undefined;
  const first = fn.errors?.[0];
  return first ? `${first.instancePath || '(root)'} ${first.message}` : 'invalid';
}

export const isValid = (schema: Schema, value: unknown, coerce = false) =>
  schemaError(schema, value, { coerce }) === undefined;
