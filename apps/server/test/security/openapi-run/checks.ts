import type { Case } from './cases.ts';
import type { DocumentedResponse, Operation } from './openapi-doc.ts';
import { schemaError } from './schema-check.ts';

/** Schemathesis's names, so a reader who knows it knows what each one means. */
export type CheckName =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_schema_conformance'
  | 'negative_data_rejection'
  | 'positive_data_acceptance'
  | 'unsupported_method';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface CheckFailure {
  check: CheckName;
  detail: string;
}

/**
 * What a valid request may be answered with: success or a redirect, 401/403 (the identity lacks
 * the right: Schemathesis's own default), 404 (a generated id names nothing), 409 (the state
 * refuses it: a slug already taken, a reward already claimed), 429 (a route's own limit on this
 * client's history, e.g. wrong portal passphrases; the site-wide limit is raised for the run).
 * Anything else, 400 above all, says the document let through something the server refuses.
 */
export const ACCEPTED_FOR_VALID = [401, 403, 404, 409, 429];

export function documented(op: Operation, status: number): DocumentedResponse | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

const mediaOf = (headers: Headers) =>
  (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function mediaMatches(documentedType: string, actual: string): boolean {
  const [type, sub] = documentedType.toLowerCase().split('/');
  const [aType, aSub] = actual.split('/');
  return (type === '*' || type === aType) && (sub === '*' || sub === aSub);
}

/** Every check that applies to one answer. */
export function checkAnswer(c: Case, answer: Answer): CheckFailure[] {
  const failures: CheckFailure[] = [];
  const { status } = answer;
  if (status >= 500)
    failures.push({ check: 'not_a_server_error', detail: `${status}: ${answer.body.slice(0, 200)}` });
  const doc = documented(c.op, status);
  if (!doc)
    failures.push({
      check: 'status_code_conformance',
      detail: `${status} not among ${Object.keys(c.op.responses).join(', ')}: ${answer.body.slice(0, 160)}`,
    });
  if (c.kind === 'negative' && status < 400)
    failures.push({ check: 'negative_data_rejection', detail: `${status} for ${c.mutation}` });
  if (c.kind === 'positive' && status >= 400 && status < 500 && !ACCEPTED_FOR_VALID.includes(status))
    failures.push({ check: 'positive_data_acceptance', detail: `${status}: ${answer.body.slice(0, 200)}` });
  if (!doc) return failures;
  const types = Object.keys(doc.content);
  const actual = mediaOf(answer.headers);
  if (types.length && answer.body.length > 0 && !types.some((t) => mediaMatches(t, actual))) {
    failures.push({
      check: 'content_type_conformance',
      detail: `${status} answered ${actual || '(no content-type)'}, documented ${types.join(', ')}`,
    });
    return failures;
  }
  const schema = doc.content[types.find((t) => mediaMatches(t, actual)) ?? ''];
  // A file documented as bytes (glTF is JSON, but a file here) has nothing to parse.
  if (schema && Object.keys(schema).length && schema.format !== 'binary' && /[/+]json$/.test(actual)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      failures.push({ check: 'response_schema_conformance', detail: `${status}: not JSON` });
      return failures;
    }
    const error = schemaError(schema, parsed);
    if (error)
      failures.push({
        check: 'response_schema_conformance',
        detail: `${status}: ${error} in ${answer.body.slice(0, 160)}`,
      });
  }
  return failures;
}

/** A wrong method on a documented path: 405, with `Allow` naming the documented methods. */
export function checkUnsupported(documentedMethods: string[], answer: Answer): CheckFailure | undefined {
  if (answer.status !== 405)
    return { check: 'unsupported_method', detail: `answered ${answer.status}, not 405` };
  const allow = (answer.headers.get('allow') ?? '')
    .split(',')
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean);
  const missing = documentedMethods.filter((m) => !allow.includes(m));
  const extra = allow.filter((m) => !documentedMethods.includes(m) && m !== 'HEAD' && m !== 'OPTIONS');
  if (!allow.length || missing.length || extra.length)
    return {
      check: 'unsupported_method',
      detail: `Allow "${answer.headers.get('allow') ?? ''}", documented ${documentedMethods.join(', ')}`,
    };
  return undefined;
}
