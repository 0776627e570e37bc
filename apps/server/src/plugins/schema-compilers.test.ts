import { ChainIdOnlyQuerySchema, NftParamsSchema, ReactionUpdateBodySchema } from '@guardians/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchemaCompilers } from './schema-compilers.ts';

/** Echoes what validation made of the request. */
async function echoApp(compilers: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  compilers(app);
  app.post(
    '/echo/:token/:id',
    {
      schema: {
        params: NftParamsSchema,
        querystring: ChainIdOnlyQuerySchema,
        body: ReactionUpdateBodySchema,
      },
    },
    async ({ params, query, body }) => ({ params, query, body }),
  );
  await app.ready();
  return app;
}

const ADDRESS = `0x${'Ab'.repeat(20)}`;
const requests = [
  // Accepted: the transforms still lower-case the address and drop the id's leading zeros.
  { url: `/echo/${ADDRESS}/0042?chainId=31337`, payload: { chainId: 31337, type: 'like' } },
  { url: `/echo/${ADDRESS}/0`, payload: { chainId: 1, type: 'like' } },
  // Refused, each by a different schema.
  { url: '/echo/0x12/7', payload: { chainId: 31337, type: 'like' } },
  { url: `/echo/${ADDRESS}/-7`, payload: { chainId: 31337, type: 'like' } },
  { url: `/echo/${ADDRESS}/7?chainId=abc`, payload: { chainId: 31337, type: 'like' } },
  { url: `/echo/${ADDRESS}/7`, payload: { chainId: 31337, type: 'hate' } },
  { url: `/echo/${ADDRESS}/7`, payload: { chainId: -1 } },
];

describe('registerSchemaCompilers', () => {
  let compiled: FastifyInstance;
  let runtime: FastifyInstance;
  beforeAll(async () => {
    compiled = await echoApp(registerSchemaCompilers);
    runtime = await echoApp((app) => app.setValidatorCompiler(validatorCompiler));
  });
  afterAll(async () => {
    await compiled.close();
    await runtime.close();
  });

  it('parses accepted requests as the schemas say', async () => {
    const response = await compiled.inject({ method: 'POST', ...requests[0] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      params: { token: ADDRESS.toLowerCase(), id: '42' },
      query: { chainId: 31337 },
      body: { chainId: 31337, type: 'like' },
    });
  });

  it('answers every request, accepted or refused, exactly as zod’s own parser does', async () => {
    for (const request of requests) {
      // Twice: the first call compiles the route's validators, the second uses them.
      for (let round = 0; round < 2; round++) {
        const [fast, plain] = await Promise.all([
          compiled.inject({ method: 'POST', ...request }),
          runtime.inject({ method: 'POST', ...request }),
        ]);
        expect({ status: fast.statusCode, body: fast.json() }).toEqual({
          status: plain.statusCode,
          body: plain.json(),
        });
      }
    }
    const refused = await compiled.inject({ method: 'POST', ...requests[2] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('must be a 0x-prefixed 40-hex-digit address');
  });
});
