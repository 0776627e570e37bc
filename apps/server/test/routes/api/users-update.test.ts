import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { multipart } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createUser } from '../../helpers/user-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function save(cookie: string | undefined, fields: Record<string, string>) {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/',
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}

async function row(account: string) {
  const [found] = await t.db.select().from(users).where(eq(users.account, account));
  return found;
}

describe('POST /api/users/ (profile fields)', () => {
  it('refuses a caller who is not signed in with 401 and changes nothing', async () => {
    const res = await save(undefined, { username: 'nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'User not logged in' });
  });

  it('saves every text field and answers with the spec message', async () => {
    const me = await signIn(t.app);
    const res = await save(me.cookie, {
      username: 'Suirin_Fan',
      biography: 'I swim upstream.',
      url: 'https://example.com/me',
      location: 'Mystic River',
      guardianId: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { status: true, message: 'changes saved!' } });
    expect(await row(me.account)).toMatchObject({
      username: 'Suirin_Fan',
      biography: 'I swim upstream.',
      url: 'https://example.com/me',
      location: 'Mystic River',
      guardianId: 1,
    });
  });

  it('changes only the non-empty fields and keeps the others', async () => {
    const me = await signIn(t.app);
    await save(me.cookie, { username: 'Keeper', biography: 'Old bio', location: 'Forest', guardianId: '3' });
    const res = await save(me.cookie, { username: '', biography: 'New bio', location: '  ', url: '' });
    expect(res.statusCode).toBe(200);
    expect(await row(me.account)).toMatchObject({
      username: 'Keeper',
      biography: 'New bio',
      location: 'Forest',
      url: null,
      guardianId: 3,
    });
  });

  it('lets a user change the letter case of their own username', async () => {
    const me = await signIn(t.app);
    await save(me.cookie, { username: 'homura_torch' });
    const res = await save(me.cookie, { username: 'Homura_Torch' });
    expect(res.statusCode).toBe(200);
    expect((await row(me.account))?.username).toBe('Homura_Torch');
  });

  it('answers 409 USERNAME_TAKEN for a name someone else has, in any letter case', async () => {
    await createUser(t.db, { username: 'GreatWaterfall' });
    const me = await signIn(t.app);
    for (const username of ['GreatWaterfall', 'greatwaterfall']) {
      const res = await save(me.cookie, { username, biography: 'should not be saved' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'username has already been taken!',
        field: 'username',
      });
    }
    expect((await row(me.account))?.biography).toBeNull();
  });

  it('lets exactly one of two simultaneous saves of the same new name win; the other gets 409', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const results = await Promise.all([
      save(a.cookie, { username: 'RaceWinner' }),
      save(b.cookie, { username: 'racewinner' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('USERNAME_TAKEN');
  });

  const invalid: [string, Record<string, string>][] = [
    ['a username of 1 character', { username: 'a' }],
    ['a username of 25 characters', { username: 'a'.repeat(25) }],
    ['a username with a space', { username: 'koi fan' }],
    ['a username starting with an underscore', { username: '_koi' }],
    ['a biography of 501 characters', { biography: 'b'.repeat(501) }],
    ['a url that is not http(s)', { url: 'javascript:alert(1)' }],
    ['a url without a scheme', { url: 'example.com' }],
    ['a url of 201 characters', { url: `https://example.com/${'p'.repeat(181)}` }],
    ['a location of 101 characters', { location: 'l'.repeat(101) }],
    ['a guardianId that is not a number', { guardianId: 'fire' }],
    ['a guardianId no Guardian has', { guardianId: '99' }],
  ];
  for (const [what, fields] of invalid) {
    it(`rejects ${what} with 400 naming the field and saves nothing`, async () => {
      const me = await signIn(t.app);
      const field = Object.keys(fields)[0] as string;
      const res = await save(me.cookie, { ...fields, location: fields.location ?? 'kept?' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field });
      expect(res.json().message).toContain(field);
      expect((await row(me.account))?.location).toBeNull();
    });
  }

  it('accepts the limits exactly: 500-character biography, 200-character url, 100-character location', async () => {
    const me = await signIn(t.app);
    const url = `https://example.com/${'p'.repeat(180)}`;
    expect(url).toHaveLength(200);
    const res = await save(me.cookie, { biography: 'b'.repeat(500), url, location: 'l'.repeat(100) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('rejects an unknown form field with 400', async () => {
    const me = await signIn(t.app);
    const res = await save(me.cookie, { bannerImage: 'https://evil.example/x.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('bannerImage');
  });

  it('limits avatars to 5 MB and 40 megapixels unless configured otherwise', () => {
    expect(t.config.avatarMaxBytes).toBe(5 * 1024 * 1024);
    expect(t.config.avatarMaxPixels).toBe(40_000_000);
  });

  it('answers 415 when the form is not multipart', async () => {
    const me = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { username: 'json_user' },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(415);
  });
});
