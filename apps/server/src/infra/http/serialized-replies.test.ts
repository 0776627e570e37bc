import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializedReplies } from './serialized-replies.ts';

describe('serializedReplies', () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const row = { name: 'Koi', secret: 'not in the schema' };
  let serialized = 0;
  const send = serializedReplies();
  app.get(
    '/row',
    { schema: { response: { 200: z.object({ data: z.object({ name: z.string() }) }) } } },
    (_request, reply) => {
      const original = reply.serialize.bind(reply);
      reply.serialize = (payload: unknown) => {
        serialized++;
        return original(payload);
      };
      return send(reply, row);
    },
  );
  afterAll(() => app.close());

  it("answers through the route's schema, serializing the same object once", async () => {
    const first = await app.inject({ method: 'GET', url: '/row' });
    const second = await app.inject({ method: 'GET', url: '/row' });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({ data: { name: 'Koi' } });
    }
    expect(serialized).toBe(1);
  });
});
