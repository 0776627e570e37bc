import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BOUNDARY = '----guardians-test';
const form = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="note"',
  '',
  'hello',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

describe('multipart bodies outside the upload routes', () => {
  it('are refused with 415 and a readable error, not parsed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/nfts/reactions/update/0x${'1'.repeat(40)}/1`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('still reach the upload routes, which read them', async () => {
    // Signed out: the profile form is refused for the session, after the body was accepted.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form,
    });
    expect(res.statusCode).toBe(401);
  });
});
