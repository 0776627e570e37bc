import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { SUBMISSION_IMAGE_MAX_BYTES, SUBMISSION_VIDEO_MAX_BYTES } from '@guardians/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4, png } from '../helpers/gallery-media-builders.ts';
import {
  linkedUser,
  mediaFile,
  posterFile,
  postUrl,
  startSubmissionApp,
  stopSubmissionApp,
  storedFiles as storedSubmissionFiles,
  submit,
} from '../helpers/gallery-submission-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { multipart } from '../helpers/multipart.ts';
import { admin, adminKey, shieldActions, shieldDataDir } from '../helpers/shield-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  attackEntries,
  type CorpusEntry,
  type CorpusFile,
  controlEntries,
  type SlotLimits,
} from './upload-corpus.ts';
import {
  avatarRefusals,
  expected,
  type Refusal,
  type SlotName,
  shieldRefusals,
  submissionRefusals,
} from './upload-expectations.ts';

/**
 * Issue 10 §2: every upload slot gets every corpus file. The answer is a 4xx with a JSON error and
 * nothing stored, or a 2xx whose stored files, fetched through /api/media, are pictures we encoded
 * (or an MP4 served sandboxed) and never markup.
 */

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

interface Slot {
  name: SlotName;
  refusals: Record<Refusal, [number, string]>;
  limits: SlotLimits;
  /** The content type the slot's re-encoded pictures are served as. */
  pictureType: 'image/webp' | 'image/png';
  send(file: CorpusFile): Promise<Reply>;
  /** The /api/media URLs a successful answer stored. */
  storedUrls(reply: Reply): Promise<string[]>;
  stored(): Promise<string[]>;
}

const AVATAR_LIMIT = 256 * 1024;
const MARKUP = /<script|<html|<svg/i;

const corpus: CorpusEntry[] = [...controlEntries, ...attackEntries];

/** Fetches a stored URL through the real serving route and checks it can never run as a page. */
async function expectServedSafely(app: TestApp, url: string, slot: Slot, sent: Buffer) {
  expect(url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.(webp|png|mp4)$/);
  const served = await app.app.inject({ method: 'GET', url });
  expect(served.statusCode, url).toBe(200);
  const type = String(served.headers['content-type']);
  expect(type).not.toMatch(/html|svg|xml|javascript/i);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  if (url.endsWith('.mp4')) {
    // Videos are kept as sent; the sandbox and nosniff keep any markup inside them inert.
    expect(type).toBe('video/mp4');
    expect(String(served.headers['content-security-policy'])).toMatch(/\bsandbox\b/);
    expect(String(served.headers['content-security-policy'])).toMatch(/default-src 'none'/);
    // A byte range can start right at hidden markup: it gets the same headers.
    const part = await app.app.inject({ method: 'GET', url, headers: { range: 'bytes=8-' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-type': 'video/mp4', 'x-content-type-options': 'nosniff' });
    expect(String(part.headers['content-security-policy'])).toMatch(/\bsandbox\b/);
    return;
  }
  expect(type).toBe(slot.pictureType);
  expect(served.rawPayload.toString('latin1')).not.toMatch(MARKUP);
  // Pixels we produced, not the upload: it decodes as our format and is not the bytes sent.
  const meta = await sharp(served.rawPayload).metadata();
  expect(meta.format).toBe(slot.pictureType === 'image/webp' ? 'webp' : 'png');
  expect(served.rawPayload.equals(sent)).toBe(false);
}

function runMatrix(slots: () => Slot[], app: () => TestApp, names: SlotName[]) {
  for (const slotName of names) {
    describe(slotName, () => {
      for (const entry of corpus) {
        it(`${entry.name}`, async () => {
          const slot = slots().find((s) => s.name === slotName);
          if (!slot) throw new Error(`no slot ${slotName}`);
          expect(expected[entry.name], `no expected outcome for ${entry.name}`).toBeDefined();
          const [outcome, differing] = expected[entry.name] ?? [];
          const want = differing?.[slotName] ?? outcome;
          const file = await entry.build(slot.limits);
          const before = await slot.stored();
          const reply = await slot.send(file);

          expect(reply.statusCode, reply.body.slice(0, 300)).toBeLessThan(500);
          expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
          if (reply.statusCode >= 400) {
            expect(want, `${entry.name} was refused: ${reply.body}`).not.toBe('ok');
            const [status, code] = slot.refusals[want as Refusal];
            expect(reply.statusCode, reply.body).toBe(status);
            expect(reply.json().code).toBe(code);
            expect(await slot.stored()).toEqual(before);
            return;
          }
          expect(want, `${entry.name} was accepted (${reply.statusCode})`).toBe('ok');
          const urls = await slot.storedUrls(reply);
          expect(urls.length).toBeGreaterThan(0);
          for (const url of urls) await expectServedSafely(app(), url, slot, file.body);
        });
      }
    });
  }
}

describe('upload attacks: avatar and shields', () => {
  let t: TestApp;
  let dataDir: string;
  let adminCookie: string;
  let user: { account: string; cookie: string };
  let editedShieldId: number;
  let shieldNumber = 0;
  const { sendForm } = shieldActions(() => ({ t, adminCookie }));
  const uploads = async () =>
    (await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[])).sort();
  const limits = { pictureBytes: AVATAR_LIMIT, videoBytes: AVATAR_LIMIT };
  let slots: Slot[] = [];

  beforeAll(async () => {
    dataDir = await shieldDataDir();
    // A small byte limit keeps the oversize files small; the pixel limit stays at its 40 MP default.
    t = await createTestApp({
      env: { DATA_DIR: dataDir, ADMIN_ACCOUNTS: admin, AVATAR_MAX_BYTES: String(AVATAR_LIMIT) },
    });
    adminCookie = (await signIn(t.app, adminKey)).cookie;
    user = await signIn(t.app);
    const created = await sendForm(
      'POST',
      '/api/shields',
      { name: 'Corpus target', description: 'd' },
      {
        body: await png(),
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    editedShieldId = created.json().data._id;
    const imageOf = async (reply: Reply) => [reply.json().data.image as string];
    slots = [
      {
        name: 'avatar',
        refusals: avatarRefusals,
        limits,
        pictureType: 'image/webp',
        send: (file) => {
          const form = multipart({}, [{ field: 'image', ...file }]);
          return t.app.inject({
            method: 'POST',
            url: '/api/users/',
            payload: form.payload,
            headers: { ...form.headers, cookie: user.cookie },
          });
        },
        storedUrls: async () => {
          const profile = await t.app.inject({ method: 'GET', url: `/api/users/${user.account}` });
          return [profile.json().data.image as string];
        },
        stored: uploads,
      },
      {
        name: 'shield',
        refusals: shieldRefusals,
        limits,
        pictureType: 'image/png',
        send: (file) =>
          sendForm('POST', '/api/shields', { name: `Corpus ${++shieldNumber}`, description: 'd' }, file),
        storedUrls: imageOf,
        stored: uploads,
      },
      {
        name: 'shield edit',
        refusals: shieldRefusals,
        limits,
        pictureType: 'image/png',
        send: (file) =>
          sendForm(
            'PUT',
            `/api/shields/${editedShieldId}`,
            { name: 'Corpus target', description: 'd' },
            file,
          ),
        storedUrls: imageOf,
        stored: uploads,
      },
    ];
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  runMatrix(
    () => slots,
    () => t,
    ['avatar', 'shield', 'shield edit'],
  );
});

describe('upload attacks: fan-art submissions', () => {
  let t: TestApp;
  let cookie: string;
  let slots: Slot[] = [];
  const video = () => mp4({ timescale: 1000, duration: 5_000, dataBytes: 2000 });
  const submissionUrls = async (reply: Reply) =>
    (reply.json().data.media as { url: string; preview_image_url: string }[]).flatMap((m) => [
      m.url,
      m.preview_image_url,
    ]);

  beforeAll(async () => {
    ({ t } = await startSubmissionApp());
    cookie = (await linkedUser()).cookie;
    slots = [
      {
        name: 'media',
        refusals: submissionRefusals,
        limits: { pictureBytes: SUBMISSION_IMAGE_MAX_BYTES, videoBytes: SUBMISSION_VIDEO_MAX_BYTES },
        pictureType: 'image/webp',
        // A clean poster goes along, so that a file taken for a video is judged on its own bytes.
        send: async (file) =>
          submit(cookie, { postUrl: postUrl() }, [
            { ...mediaFile(file.body, file.contentType), filename: file.filename },
            posterFile(await png(320, 180)),
          ]),
        storedUrls: submissionUrls,
        stored: storedSubmissionFiles,
      },
      {
        name: 'poster',
        refusals: submissionRefusals,
        limits: { pictureBytes: SUBMISSION_IMAGE_MAX_BYTES, videoBytes: SUBMISSION_IMAGE_MAX_BYTES },
        pictureType: 'image/webp',
        send: (file) =>
          submit(cookie, { postUrl: postUrl() }, [
            mediaFile(video(), 'video/mp4'),
            { ...posterFile(file.body), filename: file.filename, contentType: file.contentType },
          ]),
        storedUrls: submissionUrls,
        stored: storedSubmissionFiles,
      },
    ];
  });
  afterAll(stopSubmissionApp);

  runMatrix(
    () => slots,
    () => t,
    ['media', 'poster'],
  );
});
