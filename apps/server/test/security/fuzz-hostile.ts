import fc from 'fast-check';

/**
 * Values no schema-following client sends: the inputs that break parsers, ORMs and string code.
 * Everything here is plain data, so a failing run prints a counterexample that can be replayed.
 */

const long = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uFEFF',
  '\uD800', // a lone surrogate: not encodable as UTF-8
  '\u202Eevil', // right-to-left override
  '👨‍👩‍👧‍👦',
  'Ｇｕａｒｄｉａｎ',
  '\r\nSet-Cookie: x=1',
  "'; drop table users; --",
  '" or 1=1 --',
  '%s%n%x',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows',
  'javascript:alert(1)',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0x',
  '0x0000000000000000000000000000000000000000',
  '1e400',
  '9'.repeat(80),
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:60Z',
  long('A', 10_000),
  long('𝕏', 10_000),
  long('\u0000', 2_000),
];

/** Numbers JSON can carry that sit outside every range a route expects. */
export const hostileNumbers: readonly number[] = [
  -1,
  -0,
  0.5,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
  // The ends of a JS Date in ms, and year 10000 in seconds: dates PostgreSQL cannot read back.
  8_640_000_000_000_000,
  -8_640_000_000_000_000,
  253_402_300_800,
];

/** The same hostile inputs as they appear in a URL: a query value or a path segment. */
export const hostileUrlText: readonly string[] = [
  ...hostileStrings.filter((s) => s.length < 200),
  ...hostileNumbers.map(String),
  long('9', 10_000),
  'true',
  'false',
  '[]',
  '{}',
  '1,2',
  '1 ',
  ' 1',
  '0o17',
  '1_000',
];

/** Prototype keys as an object literal would carry them after JSON.parse. */
function pollutedObjects(): unknown[] {
  return [
    JSON.parse('{"__proto__":{"isAdmin":true}}'),
    JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
    { toString: 'x', valueOf: 1, hasOwnProperty: null },
  ];
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value a route might find where it expected something else. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [[]], [null], '0', 0) },
    { weight: 1, arbitrary: fc.constantFrom(...pollutedObjects()) },
    { weight: 1, arbitrary: fc.constantFrom(nested(64), nested(400)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Bodies that are not JSON, or JSON no JS object literal could produce, sent as raw text so the
 * parser itself is under test (fastify's own parser, then zod).
 */
export const rawBodies: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{',
  '}',
  '{"a":1,}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-Infinity}',
  '{"a":1e99999}',
  `{"a":${'1'.repeat(5_000)}}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\uFEFF{}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  deep(1_000),
  deep(100_000),
  `{"a":"${'x'.repeat(300_000)}"}`,
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  'a=1&b=2',
];

/** Content types a route may receive: the right one, wrong ones, and malformed ones. */
export const contentTypes: readonly (string | undefined)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'application/json, text/plain',
  ';;;',
  'application/',
  undefined,
];

/** Raw query fragments that break query-string parsers more than any single value does. */
export const rawQueries: readonly string[] = [
  '%',
  '%E0%A4%A',
  '%00=%00',
  '=',
  '&&&',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  '__proto__=1',
  'a[]=1&a[]=2',
  'a[b][c]=1',
  Array.from({ length: 2_000 }, (_, i) => `k${i}=${i}`).join('&'),
  `q=${'%FF'.repeat(500)}`,
];
