import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUBMISSION_MEDIA_FIELD, SUBMISSION_POSTER_FIELD } from '@guardians/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createToken } from './catalogue-fixtures.ts';
import { signIn } from './login-flow.ts';
import { type FilePart, multipart } from './multipart.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Guardians = Awaited<ReturnType<typeof createCollection>>;

let current: { t: TestApp; dataDir: string } | undefined;
let nextTweet = 1_000_000;

function app(): TestApp {
  if (!current) throw new Error('startSubmissionApp() has not run');
  return current.t;
}

/**
 * The app the submission tests run against: uploads in a fresh data directory, a 4 MP pixel limit
 * (keeps the pixel-flood picture small), and a default `guardians` collection holding token 7.
 */
export async function startSubmissionApp(): Promise<{ t: TestApp; guardians: Guardians }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-fan-art-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir, AVATAR_MAX_PIXELS: String(4_000_000) } });
  const guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
  await createToken(t.db, guardians, { id: 7, owner: null });
  current = { t, dataDir };
  return { t, guardians };
}

export async function stopSubmissionApp(): Promise<void> {
  if (!current) return;
  const { t, dataDir } = current;
  current = undefined;
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** The files in the uploads directory, sorted. */
export const storedFiles = async () =>
  (await readdir(path.join(current?.dataDir ?? '', 'uploads')).catch(() => [] as string[])).sort();

/** A signed-in user with a linked X account. */
export async function linkedUser() {
  const t = app();
  const user = await signIn(t.app);
  await t.db.insert(userSocials).values({
    account: user.account,
    provider: 'twitter',
    providerAccountId: `x-${user.account.slice(2, 12)}`,
    username: `artist${user.account.slice(2, 8)}`,
  });
  return user;
}

export const postUrl = (id = nextTweet++) => `https://x.com/artist/status/${id}`;
export const mediaFile = (body: Buffer, contentType = 'image/png'): FilePart => ({
  field: SUBMISSION_MEDIA_FIELD,
  filename: 'art',
  contentType,
  body,
});
export const posterFile = (body: Buffer): FilePart => ({
  field: SUBMISSION_POSTER_FIELD,
  filename: 'poster.png',
  contentType: 'image/png',
  body,
});

export function submit(cookie: string | undefined, fields: Record<string, string>, files: FilePart[]) {
  const form = multipart(fields, files);
  return app().app.inject({
    method: 'POST',
    url: '/api/gallery/submissions',
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}

type Res = Awaited<ReturnType<typeof submit>>;
export function expectError(res: Res, statusCode: number, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toMatchObject({ statusCode, code, message });
}

export async function servedPicture(url: string) {
  const served = await app().app.inject({ url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  return sharp(served.rawPayload).metadata();
}
