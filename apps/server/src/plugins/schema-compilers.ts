import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Requests are validated with the shared zod schemas. Responses are not re-validated at run time
 * (measured: that halves a DB route's throughput); the zod schema is compiled once to JSON Schema
 * for fast-json-stringify, which also drops any field the schema does not declare.
 */
export function registerSchemaCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    const jsonSchema = z.toJSONSchema(schema as ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  });
}
