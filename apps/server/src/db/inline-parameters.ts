import { createRequire } from 'node:module';
import pg from 'pg';

// node-postgres's own conversion of a parameter to what it sends (not in its type declarations).
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): unknown;
};

/**
 * A parameter as node-postgres would send it, as a quoted literal: PostgreSQL gives a quoted
 * literal the type `unknown` and resolves it from its context, as it does an untyped parameter.
 * Undefined for a value sent as binary (a Buffer), which has no text form here.
 */
function parameterLiteral(value: unknown): string | undefined {
  const text: unknown = pgUtils.prepareValue(value);
  if (text === null) return 'NULL';
  return typeof text === 'string' ? pg.escapeLiteral(text) : undefined;
}

/** Where the quoted part of SQL text starting at `at` ends (just after it), for the four kinds. */
function quotedEnd(text: string, at: number): number {
  const char = text[at];
  if (char === '-' && text[at + 1] === '-') {
    const end = text.indexOf('\n', at);
    return end < 0 ? text.length : end + 1;
  }
  if (char === '/' && text[at + 1] === '*') {
    const end = text.indexOf('*/', at + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (char === '$') {
    const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(at, at + 64))?.[0];
    if (!tag) return at;
    const end = text.indexOf(tag, at + tag.length);
    return end < 0 ? text.length : end + tag.length;
  }
  if (char === "'" || char === '"') {
    // E'...' strings take backslash escapes; every kind doubles its quote to escape it.
    const backslashes = char === "'" && /[eE]/.test(text[at - 1] ?? '') && !/\w/.test(text[at - 2] ?? '');
    let i = at + 1;
    while (i < text.length) {
      if (backslashes && text[i] === '\\') i += 2;
      else if (text[i] === char && text[i + 1] === char) i += 2;
      else if (text[i] === char) return i + 1;
      else i += 1;
    }
    return text.length;
  }
  return at;
}

/**
 * The statement with its `$n` parameters written in as literals, so it can travel by the simple
 * protocol beside other statements (which takes no parameters). Quoted text, quoted names,
 * dollar-quoted bodies and comments are left as they are. Undefined when a value cannot be
 * written as text, or the statement names a parameter it was not given.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const literal = parameterLiteral(value);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  let out = '';
  let i = 0;
  while (i < text.length) {
    const end = quotedEnd(text, i);
    if (end > i) {
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const parameter = text[i] === '$' ? /^\$(\d+)/.exec(text.slice(i, i + 12)) : null;
    // `$1` inside a name (`a$1`) is part of the name.
    if (parameter && !/[\w$]/.test(text[i - 1] ?? '')) {
      const literal = literals[Number(parameter[1]) - 1];
      if (literal === undefined) return undefined;
      out += literal;
      i += parameter[0].length;
      continue;
    }
    out += text[i];
    i += 1;
  }
  return out;
}
