import { z } from 'zod';
import type { RouteTableEntry } from '../../src/plugins/route-table.ts';

/**
 * Schema-valid requests for any route, built from its zod schemas. Fastify validates before the
 * auth gate (preHandler) runs, so a request that fails validation would answer 400 and say nothing
 * about authorization: every cell's request must be valid, including for routes added later.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
}

export const SAMPLE_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

/** Tried in order against a string's pattern and length: addresses, ids, slugs, tokens. */
const STRING_CANDIDATES = [
  SAMPLE_ADDRESS,
  '1',
  'matrix',
  'matrix-sample',
  'matrix_token_0123456789abcdef',
  'https://example.com/matrix',
];

function sampleString(s: JsonSchema): string {
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'uri') return 'https://example.com/matrix';
  const pattern = s.pattern ? new RegExp(s.pattern) : undefined;
  const fits = (value: string) =>
    (!pattern || pattern.test(value)) &&
    value.length >= (s.minLength ?? 0) &&
    value.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  return STRING_CANDIDATES.find(fits) ?? 'm'.repeat(Math.max(1, s.minLength ?? 1));
}

function sampleNumber(s: JsonSchema): number {
  if (s.exclusiveMinimum !== undefined) return Math.floor(s.exclusiveMinimum) + 1;
  return Math.max(s.minimum ?? 1, 1);
}

/** The smallest value the schema accepts: required properties only, first usable anyOf branch. */
function sample(s: JsonSchema): unknown {
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return sample(s.anyOf.find((b) => b.type !== 'null') ?? (s.anyOf[0] as JsonSchema));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((name) => [name, sample(s.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

type Part = 'params' | 'querystring' | 'body';

function zodOf(route: RouteTableEntry, part: Part): z.ZodType | undefined {
  const schema = (route.schema as Record<Part, unknown> | undefined)?.[part];
  return schema instanceof z.ZodType ? schema : undefined;
}

export function sampleFor(route: RouteTableEntry, part: Part): Record<string, unknown> | undefined {
  const schema = zodOf(route, part);
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return sample(json) as Record<string, unknown> | undefined;
}

/** Path and query values travel as text: validate them as Fastify will see them. */
const asText = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

/** Which parts of a request the route's schemas would refuse (empty: it reaches the gate). */
export function invalidParts(
  route: RouteTableEntry,
  request: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown },
): string[] {
  const checks: [Part, unknown][] = [
    ['params', asText(request.params)],
    ['querystring', asText(request.query)],
    ['body', request.body],
  ];
  return checks.flatMap(([part, value]) => {
    const schema = zodOf(route, part);
    if (!schema) return [];
    const result = schema.safeParse(value);
    return result.success ? [] : [`${part}: ${result.error.issues.map((i) => i.message).join('; ')}`];
  });
}

/** The URL pattern with its parameters filled in. */
export function fillUrl(url: string, params: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '1')));
}
