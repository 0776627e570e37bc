import { z } from 'zod';

/** A multipart upload as the OpenAPI document describes it; the route reads the parts itself. */
export interface UploadForm {
  /** The text parts, as the route's service parses them. */
  fields: z.ZodObject;
  /** The file parts: whether each is required, and what it takes (types, size). */
  files: Record<string, { required: boolean; description: string }>;
  /** The service trims each text part and reads a blank one as "unchanged" (the profile form). */
  blankMeansUnchanged?: boolean;
}

/** A text part that may also be blank: the service reads it as not sent. */
const orBlank = (schema: unknown) => ({
  anyOf: [schema, { type: 'string', pattern: '^\\s*$', description: 'Blank: left unchanged' }],
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The multipart form of an upload route, for the OpenAPI document only: the body is streamed
     * by the route (plugins/uploads.ts), so Fastify never validates it against a schema.
     */
    uploadForm?: UploadForm;
  }
}

/** The multipart/form-data request body: text parts from the fields schema, file parts as binary. */
export function formBody(form: UploadForm): Record<string, unknown> {
  const json = z.toJSONSchema(form.fields, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  delete (json as { $schema?: string }).$schema;
  const properties = form.blankMeansUnchanged
    ? Object.fromEntries(Object.entries(json.properties ?? {}).map(([name, part]) => [name, orBlank(part)]))
    : { ...json.properties };
  const required = [...(json.required ?? [])];
  for (const [name, file] of Object.entries(form.files)) {
    properties[name] = { type: 'string', format: 'binary', description: file.description };
    if (file.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}
