import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a known path asked with a method it does not answer', () => {
  it.each([
    ['DELETE', '/api/users/identities?accounts=0x00000000000000000000000000000000000000aa', 'GET, HEAD'],
    ['PUT', '/api/site-configs', 'GET, HEAD'],
    ['GET', '/api/users/new/0x00000000000000000000000000000000000000aa', 'POST'],
    ['PATCH', '/api/users/0x00000000000000000000000000000000000000aa', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
    expect(res.json().message).toContain(method);
  });

  it('answers 404 for a path the API does not have, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing/here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
