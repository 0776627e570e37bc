import fc from 'fast-check';
import { contentTypes, hostileUrlText, hostileValue, rawBodies } from './fuzz-hostile.ts';
import { type JsonSchema, shapedValue } from './fuzz-json-schema.ts';
import { nearMissValue } from './fuzz-near-miss.ts';
import type { FuzzRoute } from './fuzz-requests.ts';

/** Request bodies: JSON shaped by the schema, near misses, raw non-JSON, and multipart forms. */

export function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

export interface Body {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

export function jsonBodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const asJson = (arb: fc.Arbitrary<unknown>) =>
    arb.map((value): Body => ({ contentType: 'application/json', payload: json(value) }));
  const variants: fc.WeightedArbitrary<Body>[] = [
    { weight: 2, arbitrary: asJson(hostileValue()) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...rawBodies), fc.constantFrom(...contentTypes))
        .map(([payload, contentType]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: undefined, payload: undefined }) },
  ];
  if (schema) {
    variants.push({ weight: 5, arbitrary: asJson(shapedValue(schema)) });
    variants.push({ weight: 5, arbitrary: asJson(nearMissValue(schema)) });
    // The right body under the wrong label.
    variants.push({
      weight: 1,
      arbitrary: fc
        .tuple(shapedValue(schema), fc.constantFrom(...contentTypes))
        .map(([value, contentType]) => ({ contentType, payload: json(value) })),
    });
  }
  return fc.oneof(...variants);
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
/** A 1x1 PNG: a real picture, so the form gets past the file checks to the field handling. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  body: Uint8Array;
}

function multipartBody(fields: [string, string][], files: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export function formBodyArbitrary(form: NonNullable<FuzzRoute['form']>): fc.Arbitrary<Body> {
  const fieldValues = fc
    .oneof(shapedValue(form.fields), nearMissValue(form.fields))
    .map((value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([k, v]): [string, string] => [k, asUrlText(v)])
        : [['value', asUrlText(value)] as [string, string]],
    );
  const extraFields = fc.array(
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', 'username', 'name', ''),
      fc.constantFrom(...hostileUrlText),
    ),
    { maxLength: 2 },
  );
  const file = fc.record({
    field: fc.constantFrom(...form.files, 'other'),
    filename: fc.constantFrom(
      'a.png',
      'a.jpg',
      '../../a.png',
      'a\u0000.png',
      `${'n'.repeat(300)}.png`,
      '',
      'a.svg',
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'text/html',
      'application/octet-stream',
      'video/mp4',
    ),
    body: fc.oneof(
      fc.constant(new Uint8Array(TINY_PNG)),
      fc.uint8Array({ maxLength: 200 }),
      fc.constant(new Uint8Array()),
    ),
  });
  const multipart = fc.tuple(fieldValues, extraFields, fc.array(file, { maxLength: 2 })).map(
    ([fields, extra, files]): Body => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: multipartBody([...fields, ...extra], files),
    }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: multipart },
    { weight: 2, arbitrary: jsonBodyArbitrary(undefined) },
  );
}
