import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Requests are validated with the shared zod schemas, each compiled to a generated fast path
 * (`z.compile`) when its route is first called. A parse tries the fast path and falls back to zod's
 * own parser, so a refused request gets the same issues in the same words; an accepted one is parsed
 * without the pipes that the schemas' transforms cost at run time (decision 0063). Responses are not
 * re-validated at run time (measured: that halves a DB route's throughput); the zod schema is
 * compiled once to JSON Schema for fast-json-stringify, which also drops any field the schema does
 * not declare.
 */
export function registerSchemaCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => {
    // Compiled at a route's first request: compiling all at start-up added ~80 ms to every app build.
    let validate: ReturnType<typeof validatorCompiler> | undefined;
    return (data) => {
      validate ??= validatorCompiler({ ...route, schema: z.compile(route.schema as ZodType) });
      return validate(data);
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    const jsonSchema = z.toJSONSchema(schema as ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  });
}
