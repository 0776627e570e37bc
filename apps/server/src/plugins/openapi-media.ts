import { z } from 'zod';

// A Buffer on the wire; `any` to zod's JSON Schema, so the meta is the whole document entry.
const bytes = z.custom<Buffer | string | NodeJS.ReadableStream>().meta({ type: 'string', format: 'binary' });

/**
 * A file answer in a route's response schema: its media types for the OpenAPI document. The
 * handler sends a Buffer, which Fastify never serialises, so the schema only documents.
 */
export function fileAnswer(description: string, types: readonly string[]) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])) };
}

/** An answer without a body (a `null` type has no content in the document). */
export const emptyAnswer = (description: string) => z.undefined().describe(description);

/** 304 to a conditional GET whose If-None-Match matched. */
export const notModifiedAnswer = emptyAnswer('Not modified: If-None-Match matched the ETag');
