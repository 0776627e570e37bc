/**
 * The published OpenAPI document as the run sees it: fetched over HTTP like any client would, its
 * `$ref`s inlined, and its OpenAPI 3.0 schemas turned into the JSON Schema (draft-07) that ajv and
 * json-schema-faker read. Nothing here looks at the server's zod schemas.
 */

// biome-ignore lint/suspicious/noExplicitAny: a JSON schema is any JSON object
export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  style?: string;
  explode?: boolean;
}

export interface MediaBody {
  mediaType: string;
  schema: Schema;
}

export interface DocumentedResponse {
  /** Media type → JSON schema (empty object when the media type has no schema). */
  content: Record<string, Schema>;
  headers: string[];
}

export interface Operation {
  method: string;
  /** The documented path, `{name}` for each parameter. */
  path: string;
  key: string;
  parameters: Parameter[];
  body?: { required: boolean; media: MediaBody[] };
  responses: Record<string, DocumentedResponse>;
}

export interface ApiDocument {
  raw: Schema;
  operations: Operation[];
  /** Documented path → its methods, upper case. */
  methodsOf: Map<string, string[]>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export async function fetchDocument(base: string, docPath = '/docs/json'): Promise<ApiDocument> {
  const res = await fetch(new URL(docPath, base));
  if (res.status !== 200) throw new Error(`GET ${docPath}: ${res.status}`);
  return readDocument((await res.json()) as Schema);
}

export function readDocument(raw: Schema): ApiDocument {
  const operations: Operation[] = [];
  const methodsOf = new Map<string, string[]>();
  for (const [path, item] of Object.entries(raw.paths as Record<string, Schema>)) {
    const methods = METHODS.filter((m) => item[m]).map((m) => m.toUpperCase());
    methodsOf.set(path, methods);
    for (const method of methods) {
      const op = resolveRefs(raw, item[method.toLowerCase()]) as Schema;
      operations.push(toOperation(method, path, op));
    }
  }
  return { raw, operations, methodsOf };
}

function toOperation(method: string, path: string, op: Schema): Operation {
  const parameters: Parameter[] = (op.parameters ?? []).map((p: Schema) => ({
    name: p.name,
    in: p.in,
    required: p.required === true || p.in === 'path',
    schema: toJsonSchema(p.schema ?? {}),
    style: p.style,
    explode: p.explode,
  }));
  const body = op.requestBody
    ? {
        required: op.requestBody.required === true,
        media: Object.entries(op.requestBody.content as Record<string, Schema>).map(([mediaType, m]) => ({
          mediaType,
          schema: toJsonSchema(m.schema ?? {}),
        })),
      }
    : undefined;
  const responses: Record<string, DocumentedResponse> = {};
  for (const [status, r] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
    const content: Record<string, Schema> = {};
    for (const [type, media] of Object.entries((r.content ?? {}) as Record<string, Schema>))
      content[type] = media.schema ? toJsonSchema(media.schema) : {};
    responses[status] = { content, headers: Object.keys(r.headers ?? {}).map((h) => h.toLowerCase()) };
  }
  return { method, path, key: `${method} ${path}`, parameters, ...(body ? { body } : {}), responses };
}

/** Inlines every local `$ref` (`#/components/...`); a cycle is cut after a few levels. */
export function resolveRefs(root: Schema, value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(root, v, depth));
  if (!value || typeof value !== 'object') return value;
  const node = value as Schema;
  if (typeof node.$ref === 'string') {
    if (depth > 8) return {};
    if (!node.$ref.startsWith('#/')) throw new Error(`remote $ref not supported: ${node.$ref}`);
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Schema)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new Error(`dangling $ref ${node.$ref}`);
    return resolveRefs(root, target, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveRefs(root, v, depth)]));
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

/**
 * OpenAPI 3.0's schema dialect to JSON Schema draft-07: `nullable` becomes a `null` type,
 * boolean `exclusiveMinimum`/`exclusiveMaximum` become numbers; annotations are dropped.
 */
export function toJsonSchema(input: Schema): Schema {
  if (!input || typeof input !== 'object') return input;
  const out: Schema = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'example' || key === 'examples' || key === 'nullable' || key.startsWith('x-')) continue;
    if (SUBSCHEMA_MAPS.includes(key))
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)]));
    else if (SUBSCHEMA_LISTS.includes(key)) out[key] = (value as Schema[]).map(toJsonSchema);
    else if (SUBSCHEMAS.includes(key) && typeof value === 'object') out[key] = toJsonSchema(value);
    else out[key] = value;
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  // `minProperties` equal to a closed object's property count means every one is required (the
  // document says it so because @fastify/swagger drops `required` inside parameters).
  const names = Object.keys(out.properties ?? {});
  if (
    !out.required &&
    out.additionalProperties === false &&
    names.length &&
    out.minProperties === names.length
  )
    out.required = names;
  if (input.nullable === true) {
    if (out.type) out.type = [...new Set([out.type].flat().concat('null'))];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (!out.type && (out.anyOf || out.oneOf || out.allOf)) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/** Example values the document gives a parameter (`example`, `examples`), used like explicit ones. */
export function documentedExamples(raw: Schema, op: Operation, name: string): unknown[] {
  const item = raw.paths[op.path]?.[op.method.toLowerCase()];
  const param = (item?.parameters ?? []).find((p: Schema) => p.name === name);
  if (!param) return [];
  const found = [param.example, param.schema?.example].filter((v) => v !== undefined);
  for (const ex of Object.values((param.examples ?? {}) as Record<string, Schema>)) found.push(ex.value);
  return found;
}
