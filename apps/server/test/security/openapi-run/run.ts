import { type Case, type KnownValues, negativeCase, positiveCase } from './cases.ts';
import { type Answer, type CheckFailure, checkAnswer, checkUnsupported } from './checks.ts';
import { request, send, urlOf } from './http.ts';
import { type ApiDocument, fetchDocument } from './openapi-doc.ts';

export interface Identity {
  name: 'anonymous' | 'member' | 'admin';
  cookie(): string | undefined;
  /** Signs in again after an answer ended the session (a logout, a new sign-in). */
  renew?(): Promise<void>;
}

export interface RunOptions {
  base: string;
  casesPerOperation: number;
  seed: number;
  identities: Identity[];
  known?: KnownValues;
  /** Only operations whose "METHOD /path" matches. */
  only?: RegExp;
  log?: (line: string) => void;
}

export interface FailureGroup {
  /** "METHOD /path check" */
  key: string;
  count: number;
  identities: string[];
  example: string;
}

export interface RunReport {
  seed: number;
  operations: number;
  paths: number;
  requests: number;
  /** Cases the generator could not build from the document, with the reason. */
  skipped: string[];
  failures: FailureGroup[];
}

/** The same 32-bit seed for the same operation, identity and case, whatever ran before. */
function caseSeed(seed: number, ...parts: (string | number)[]): number {
  let hash = seed | 0;
  for (const char of parts.join('|')) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash >>> 0;
}

const clearsSession = (answer: Answer) =>
  answer.headers.getSetCookie().some((c) => /guardians_session=/.test(c));

function describeCase(c: Case, identity: string): string {
  const url = urlOf('http://site', c.op, c);
  const body = c.body ? ` body ${JSON.stringify(c.body.value)?.slice(0, 200)}` : '';
  const what = c.kind === 'negative' ? `negative (${c.mutation})` : 'positive';
  return `${identity}, ${what}: ${c.op.method} ${url.pathname}${url.search}${body}`;
}

/**
 * The property-based run over the published document: every operation, as every identity, with
 * positive and negative cases, and a wrong method on every path. Failures grouped by operation
 * and check, each with its first example.
 */
export async function runOpenApi(options: RunOptions): Promise<RunReport> {
  const doc = await fetchDocument(options.base);
  const groups = new Map<string, FailureGroup>();
  const report: RunReport = {
    seed: options.seed,
    operations: 0,
    paths: 0,
    requests: 0,
    skipped: [],
    failures: [],
  };
  const record = (opKey: string, failure: CheckFailure, identity: string, example: string) => {
    const key = `${opKey} ${failure.check}`;
    const group = groups.get(key) ?? {
      key,
      count: 0,
      identities: [],
      example: `${example} → ${failure.detail}`,
    };
    group.count++;
    if (!group.identities.includes(identity)) group.identities.push(identity);
    groups.set(key, group);
  };
  const known = options.known ?? {};
  for (const op of doc.operations) {
    if (options.only && !options.only.test(op.key)) continue;
    report.operations++;
    for (const identity of options.identities) {
      for (let i = 0; i < options.casesPerOperation; i++) {
        const seed = caseSeed(options.seed, op.key, identity.name, i);
        const positive = positiveCase(doc, op, known, seed);
        const cases: Case[] = [];
        if ('skipped' in positive) report.skipped.push(`${op.key}: ${positive.skipped}`);
        else cases.push(positive);
        const negative = negativeCase(doc, op, known, seed);
        if (negative) cases.push(negative);
        for (const c of cases) {
          const answer = await send(options.base, c, identity.cookie());
          report.requests++;
          const example = describeCase(c, identity.name);
          if (!answer) {
            record(
              op.key,
              { check: 'not_a_server_error', detail: 'no answer in time' },
              identity.name,
              example,
            );
            continue;
          }
          for (const failure of checkAnswer(c, answer)) record(op.key, failure, identity.name, example);
          if (identity.renew && clearsSession(answer)) await identity.renew();
        }
      }
    }
  }
  report.paths = await wrongMethods(doc, options, known, record, report);
  report.failures = [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
  report.skipped = [...new Set(report.skipped)];
  return report;
}

const PROBED = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** Schemathesis's unsupported_method: every method a documented path does not list, once each. */
async function wrongMethods(
  doc: ApiDocument,
  options: RunOptions,
  known: KnownValues,
  record: (opKey: string, failure: CheckFailure, identity: string, example: string) => void,
  report: RunReport,
): Promise<number> {
  let paths = 0;
  for (const path of doc.methodsOf.keys()) {
    const op = doc.operations.find((o) => o.path === path);
    if (!op || (options.only && !options.only.test(op.key))) continue;
    paths++;
    const c = positiveCase(doc, op, known, caseSeed(options.seed, path, 'method'));
    if ('skipped' in c) continue;
    const url = urlOf(options.base, op, c);
    // A concrete URL can be an instance of several documented paths (/api/collections/all is also
    // /api/collections/{token}): the methods it answers are all of theirs.
    const here = [...new Set(matchingPaths(doc, url.pathname).flatMap((p) => doc.methodsOf.get(p) ?? []))];
    for (const method of PROBED.filter((m) => !here.includes(m))) {
      const answer = await request(url, method, {});
      report.requests++;
      const failure = answer
        ? checkUnsupported(here, answer)
        : { check: 'unsupported_method' as const, detail: 'no answer in time' };
      if (failure)
        record(`${method} ${path}`, failure, 'anonymous', `${method} ${url.pathname}${url.search}`);
    }
  }
  return paths;
}

function matchingPaths(doc: ApiDocument, pathname: string): string[] {
  return [...doc.methodsOf.keys()].filter((path) => {
    const pattern = path
      .split('/')
      .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${pattern}/?$`).test(pathname);
  });
}

export function formatReport(report: RunReport): string {
  const lines = [
    `OpenAPI run: seed ${report.seed}, ${report.operations} operations, ${report.paths} paths, ` +
      `${report.requests} requests, ${report.failures.length} failing operation/check pairs`,
  ];
  for (const f of report.failures)
    lines.push(`  ✗ ${f.key} ×${f.count} [${f.identities.join(', ')}]\n      ${f.example}`);
  if (report.skipped.length) lines.push(`  skipped (generator): ${report.skipped.join('; ')}`);
  return lines.join('\n');
}
