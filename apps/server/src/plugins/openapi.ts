import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonAnswers, withParamLimit, withTokenPair } from './openapi-answers.ts';
import { formBody } from './openapi-forms.ts';

const DESCRIPTION = [
  'The API behind the Guardians marketplace and community site.',
  '',
  'Every error answers `{ statusCode, code, message, field? }` (the `Error` response).',
  'A known path asked with a method it does not answer gets **405 Method Not Allowed** with an',
  '`Allow` header naming the methods it does answer (RFC 9110 15.5.6); an unknown path gets 404.',
  'Each operation lists every status it can answer: the common ones come from the plugins that',
  'give them (validation 400, sign-in 401/403, body limits 413/415, rate limits 429, an',
  'unreachable dependency 503), the rest from what the route itself refuses.',
].join('\n');

type Transformed = { schema: Record<string, unknown>; url: string };
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * jsonSchemaTransform, then what zod cannot say: the answers common to every route of a kind, the
 * multipart body of upload routes, and the router's limit on path parameters (decision 0081).
 */
function documentRoute(input: TransformInput): Transformed {
  const out = jsonSchemaTransform(input) as Transformed;
  const schema = out.schema;
  if (schema.hide) return out;
  const { route } = input as TransformInput & { route: Parameters<typeof commonAnswers>[0] };
  if (bodyIsOptional(input.schema?.body)) schema[OPTIONAL_BODY] = true;
  const form = route.config?.uploadForm;
  if (form) {
    schema.body = formBody(form);
    schema.consumes = ['multipart/form-data'];
  }
  if (schema.params) withParamLimit(schema.params);
  if (schema.querystring) schema.querystring = withTokenPair(schema.querystring);
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const answers: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(commonAnswers(route, schema, Boolean(form))))
    if (!own[status]) answers[status] = body;
  // A route without a success schema still answers 200: keep it, or the common errors would hide it.
  const succeeds = Object.keys(own).some((status) => /^[23]/.test(status));
  schema.response = { ...(succeeds ? {} : { 200: { description: 'Default Response' } }), ...own, ...answers };
  return out;
}

/** Marks an operation whose body may be left out; documentOptionalBodies turns it into `required: false`. */
const OPTIONAL_BODY = 'x-optional-body';

/** A body schema that takes "no body" (a bodiless POST reaches validation as null). */
function bodyIsOptional(body: unknown): boolean {
  return body instanceof z.ZodType && body.safeParse(null).success;
}

/**
 * @fastify/swagger marks every request body required; the ones whose schema takes no body are not
 * (e.g. POST /api/art-contests/artist-submission/all), so a client may leave them out.
 */
const documentOptionalBodies: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const paths = (document.openapiObject.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !(OPTIONAL_BODY in operation)) continue;
      const marked = operation as { [OPTIONAL_BODY]?: true; requestBody?: { required?: boolean } };
      delete marked[OPTIONAL_BODY];
      if (marked.requestBody) marked.requestBody.required = false;
    }
  return document.openapiObject;
};

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Guardians API', description: DESCRIPTION, version: '0.1.0' },
      components: {
        responses: {
          MethodNotAllowed: {
            description: 'A known path asked with a method it does not answer; `Allow` lists those it does',
            headers: { Allow: { schema: { type: 'string' }, description: 'e.g. `GET, HEAD, POST`' } },
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: documentOptionalBodies,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
