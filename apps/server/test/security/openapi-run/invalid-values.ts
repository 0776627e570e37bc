import type { Schema } from './openapi-doc.ts';

const types = (schema: Schema): string[] => [schema.type ?? []].flat() as string[];

/**
 * Values that break one rule of the schema each (type, enum, pattern, format, length, range, `not`),
 * as Schemathesis's negative generation does. Candidates only: the caller keeps those the document's
 * own schema refuses, so a candidate the schema happens to allow is never sent as "invalid".
 */
export function invalidValues(schema: Schema, where: 'param' | 'body'): unknown[] {
  const out: unknown[] = [];
  const t = types(schema);
  if (t.length && !t.includes('string')) out.push(`not-a-${t[0]}`);
  if (where === 'body') {
    if (t.length && !t.includes('number') && !t.includes('integer')) out.push(12345);
    if (t.length && !t.includes('boolean')) out.push(true);
    if (t.length && !t.includes('null')) out.push(null);
    if (t.length && !t.includes('object')) out.push({ unexpected: 'object' });
    if (t.length && !t.includes('array')) out.push(['unexpected']);
  }
  if (t.includes('integer')) out.push(1.5);
  if (Array.isArray(schema.enum)) out.push('zz-not-listed');
  if (schema.const !== undefined)
    out.push(typeof schema.const === 'string' ? `${schema.const}-not` : 'not-it');
  if (typeof schema.pattern === 'string') out.push('!~ not matching ~!', ' ');
  if (typeof schema.format === 'string' && schema.format !== 'binary') out.push(`not-a-${schema.format}`);
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    out.push('x'.repeat(schema.minLength - 1));
  if (typeof schema.maxLength === 'number') out.push('x'.repeat(schema.maxLength + 1));
  if (typeof schema.minimum === 'number') out.push(schema.minimum - 1);
  if (typeof schema.maximum === 'number') out.push(schema.maximum + 1);
  if (typeof schema.exclusiveMinimum === 'number') out.push(schema.exclusiveMinimum);
  if (typeof schema.exclusiveMaximum === 'number') out.push(schema.exclusiveMaximum);
  const not = schema.not as Schema | undefined;
  if (not?.const !== undefined) out.push(not.const);
  if (Array.isArray(not?.enum)) out.push(...(not.enum as unknown[]));
  if (where === 'body' && typeof schema.maxItems === 'number')
    out.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  if (where === 'body' && typeof schema.minItems === 'number' && schema.minItems > 0) out.push([]);
  return out;
}
