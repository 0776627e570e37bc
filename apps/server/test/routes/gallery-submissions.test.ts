import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ArtistSubmission,
  galleryMessages,
  type Quest,
  SUBMISSION_MEDIA_FIELD,
  SUBMISSION_POSTER_FIELD,
} from '@guardians/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistSubmissions, submissionMedia, userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createToken } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let guardians: Awaited<ReturnType<typeof createCollection>>;
let nextTweet = 1_000_000;

const storedFiles = async () =>
  (await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[])).sort();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-fan-art-'));
  // A 4 MP pixel limit keeps the pixel-flood picture small.
  t = await createTestApp({ env: { DATA_DIR: dataDir, AVATAR_MAX_PIXELS: String(4_000_000) } });
  guardians = await createCollection(t.db, { slug: 'guardians', isDefault: true });
  await createToken(t.db, guardians, { id: 7, owner: null });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b7dd8' } });
const png = (width = 64, height = 48) => picture(width, height).png().toBuffer();

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The smallest MP4 the intake accepts: ftyp, a moov with its mvhd (version 0 or 1), and some data. */
function mp4(options: { timescale: number; duration: number; version?: 0 | 1; dataBytes?: number }): Buffer {
  const version = options.version ?? 0;
  const times = version === 0 ? 8 : 16;
  const head = Buffer.alloc(4 + times + 4 + (version === 0 ? 4 : 8));
  head.writeUInt8(version, 0);
  head.writeUInt32BE(options.timescale, 4 + times);
  if (version === 0) head.writeUInt32BE(options.duration, 8 + times);
  else head.writeBigUInt64BE(BigInt(options.duration), 8 + times);
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41'));
  const moov = box('moov', box('mvhd', head, Buffer.alloc(80)));
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(options.dataBytes ?? 1000, 7))]);
}

async function linkedUser() {
  const user = await signIn(t.app);
  await t.db.insert(userSocials).values({
    account: user.account,
    provider: 'twitter',
    providerAccountId: `x-${user.account.slice(2, 12)}`,
    username: `artist${user.account.slice(2, 8)}`,
  });
  return user;
}

const postUrl = (id = nextTweet++) => `https://x.com/artist/status/${id}`;
const mediaFile = (body: Buffer, contentType = 'image/png'): FilePart => ({
  field: SUBMISSION_MEDIA_FIELD,
  filename: 'art',
  contentType,
  body,
});
const posterFile = (body: Buffer): FilePart => ({
  field: SUBMISSION_POSTER_FIELD,
  filename: 'poster.png',
  contentType: 'image/png',
  body,
});

function submit(cookie: string | undefined, fields: Record<string, string>, files: FilePart[]) {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/gallery/submissions',
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}

type Res = Awaited<ReturnType<typeof submit>>;
function expectError(res: Res, statusCode: number, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toMatchObject({ statusCode, code, message });
}

async function servedPicture(url: string) {
  const served = await t.app.inject({ url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  return sharp(served.rawPayload).metadata();
}

describe('POST /api/gallery/submissions: pictures', () => {
  it('re-encodes a PNG to WebP of at most 2048 px with a 640 px preview, credited to the linked X account', async () => {
    const user = await linkedUser();
    const url = postUrl();
    const res = await submit(user.cookie, { postUrl: `${url}?s=20`, text: '  My Guardian  ' }, [
      mediaFile(await picture(2600, 1300).png().toBuffer()),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as ArtistSubmission;
    expect(data).toMatchObject({
      author_id: `x-${user.account.slice(2, 12)}`,
      users: [
        {
          id: `x-${user.account.slice(2, 12)}`,
          username: `artist${user.account.slice(2, 8)}`,
          name: `artist${user.account.slice(2, 8)}`,
          profile_image_url: null,
        },
      ],
      text: 'My Guardian',
      tweetId: url.split('/').at(-1),
      account: user.account,
      token: null,
      disabled: false,
      totalReactionsCount: 0,
      userReaction: { reactionActive: false },
    });
    expect(Date.now() - Date.parse(data.tweetCreatedDate)).toBeLessThan(60_000);
    const [media] = data.media;
    expect(media).toMatchObject({ type: 'photo', width: 2048, height: 1024, variants: [] });
    expect(media?.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
    expect(await servedPicture(media?.url ?? '')).toMatchObject({
      format: 'webp',
      width: 2048,
      height: 1024,
    });
    expect(await servedPicture(media?.preview_image_url ?? '')).toMatchObject({
      format: 'webp',
      width: 640,
      height: 320,
    });
  });

  it('accepts a JPEG and a GIF (first frame) and stores them as WebP', async () => {
    const user = await linkedUser();
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const gif = await picture(120, 90).gif().toBuffer();
    for (const [body, type] of [
      [jpeg, 'image/jpeg'],
      [gif, 'image/gif'],
    ] as const) {
      const res = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(body, type)]);
      expect(res.statusCode, res.body).toBe(201);
      const [media] = (res.json().data as ArtistSubmission).media;
      const meta = await servedPicture(media?.url ?? '');
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual(type === 'image/jpeg' ? [300, 200] : [120, 90]);
    }
  });

  it('links the Guardian drawn when the token exists in the default collection', async () => {
    const user = await linkedUser();
    const res = await submit(user.cookie, { postUrl: postUrl(), tokenId: '7' }, [mediaFile(await png())]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.token).toEqual({ tokenAddress: guardians.tokenAddress, tokenId: '7' });
  });

  it('refuses a token the default collection does not have', async () => {
    const user = await linkedUser();
    const res = await submit(user.cookie, { postUrl: postUrl(), tokenId: '8' }, [mediaFile(await png())]);
    expectError(res, 400, 'TOKEN_UNKNOWN', galleryMessages.tokenUnknown);
  });
});

describe('POST /api/gallery/submissions: videos', () => {
  it('stores an MP4 as sent with its poster as preview, bit rate from size and duration, served with ranges', async () => {
    const user = await linkedUser();
    const video = mp4({ timescale: 1000, duration: 12_500, dataBytes: 5000 });
    const res = await submit(user.cookie, { postUrl: postUrl() }, [
      mediaFile(video, 'video/mp4'),
      posterFile(await png(1280, 720)),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as ArtistSubmission;
    const [media] = data.media;
    expect(media?.type).toBe('video');
    expect(media?.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.mp4$/);
    expect(media?.variants).toEqual([
      { bit_rate: Math.round((video.length * 8) / 12.5), content_type: 'video/mp4', url: media?.url },
    ]);
    expect(await servedPicture(media?.preview_image_url ?? '')).toMatchObject({ width: 640, height: 360 });
    const [row] = await t.db.select().from(submissionMedia).where(eq(submissionMedia.submissionId, data._id));
    expect(row).toMatchObject({ durationMs: 12_500, contentType: 'video/mp4', width: 1280, height: 720 });

    const whole = await t.app.inject({ url: media?.url ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await t.app.inject({ url: media?.url ?? '', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const outside = await t.app.inject({
      url: media?.url ?? '',
      headers: { range: `bytes=${video.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('reads a version 1 movie header and accepts exactly the longest allowed video', async () => {
    const user = await linkedUser();
    const video = mp4({ timescale: 90_000, duration: 90_000 * 140, version: 1 });
    const res = await submit(user.cookie, { postUrl: postUrl() }, [
      mediaFile(video, 'video/mp4'),
      posterFile(await png()),
    ]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a video longer than the limit', async () => {
    const user = await linkedUser();
    const video = mp4({ timescale: 1000, duration: 140_001 });
    const res = await submit(user.cookie, { postUrl: postUrl() }, [
      mediaFile(video, 'video/mp4'),
      posterFile(await png()),
    ]);
    expectError(res, 400, 'VIDEO_TOO_LONG', galleryMessages.videoTooLong);
  });

  it('refuses a video without its poster, and a poster that is not a picture', async () => {
    const user = await linkedUser();
    const video = mp4({ timescale: 1000, duration: 3000 });
    const missing = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(video, 'video/mp4')]);
    expectError(missing, 400, 'POSTER_REQUIRED', galleryMessages.posterRequired);
    const svgPoster = await submit(user.cookie, { postUrl: postUrl() }, [
      mediaFile(video, 'video/mp4'),
      posterFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ]);
    expectError(svgPoster, 400, 'UNSUPPORTED_MEDIA', galleryMessages.mediaType);
    expect(svgPoster.json().field).toBe(SUBMISSION_POSTER_FIELD);
  });

  it('refuses an MP4 without a readable movie header', async () => {
    const user = await linkedUser();
    const noMoov = mp4({ timescale: 1000, duration: 3000 }).subarray(0, 32);
    const zeroScale = mp4({ timescale: 0, duration: 3000 });
    for (const body of [noMoov, zeroScale]) {
      const res = await submit(user.cookie, { postUrl: postUrl() }, [
        mediaFile(body, 'video/mp4'),
        posterFile(await png()),
      ]);
      expectError(res, 400, 'UNSUPPORTED_MEDIA', galleryMessages.mediaType);
    }
  });

  it('refuses a video over 50 MB with 413 and stores nothing', async () => {
    const user = await linkedUser();
    const before = await storedFiles();
    const video = mp4({ timescale: 1000, duration: 3000, dataBytes: 50 * 1024 * 1024 });
    const res = await submit(user.cookie, { postUrl: postUrl() }, [
      mediaFile(video, 'video/mp4'),
      posterFile(await png()),
    ]);
    expectError(res, 413, 'FILE_TOO_LARGE', galleryMessages.videoTooLarge);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /api/gallery/submissions: refusals', () => {
  it('401 when signed out', async () => {
    const res = await submit(undefined, { postUrl: postUrl() }, [mediaFile(await png())]);
    expect(res.statusCode).toBe(401);
  });

  it('403 X_NOT_LINKED without a linked X account', async () => {
    const user = await signIn(t.app);
    const res = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(await png())]);
    expectError(res, 403, 'X_NOT_LINKED', galleryMessages.xRequired);
  });

  it('400 for a link that is not a post on X, naming the field', async () => {
    const user = await linkedUser();
    for (const url of ['https://example.com/artist/status/1', 'https://x.com/artist', '']) {
      const res = await submit(user.cookie, { postUrl: url }, [mediaFile(await png())]);
      expectError(res, 400, 'INVALID_INPUT', galleryMessages.postLink);
      expect(res.json().field).toBe('postUrl');
    }
    const missing = await submit(user.cookie, {}, [mediaFile(await png())]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('postUrl');
  });

  it('400 for a text over 500 characters and for a non-numeric token id', async () => {
    const user = await linkedUser();
    const long = await submit(user.cookie, { postUrl: postUrl(), text: 'a'.repeat(501) }, [
      mediaFile(await png()),
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('text');
    const token = await submit(user.cookie, { postUrl: postUrl(), tokenId: 'seven' }, [
      mediaFile(await png()),
    ]);
    expect(token.statusCode).toBe(400);
    expect(token.json().field).toBe('tokenId');
  });

  it('400 mediaRequired without a file', async () => {
    const user = await linkedUser();
    const res = await submit(user.cookie, { postUrl: postUrl() }, []);
    expectError(res, 400, 'MEDIA_REQUIRED', galleryMessages.mediaRequired);
  });

  it('400 mediaType for SVG, HTML, a polyglot, a truncated picture, AVIF-like and random bytes', async () => {
    const user = await linkedUser();
    const full = await picture(400, 400).png({ compressionLevel: 0 }).toBuffer();
    const avifLike = box('ftyp', Buffer.from('avif'), Buffer.alloc(4), Buffer.from('avifmif1miaf'));
    const bodies = {
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      polyglot: Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]),
      truncated: full.subarray(0, Math.floor(full.length / 2)),
      avifLike,
      random: Buffer.from('definitely not a picture'),
    };
    const before = await storedFiles();
    for (const [name, body] of Object.entries(bodies)) {
      const res = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(body)]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({
        code: 'UNSUPPORTED_MEDIA',
        message: galleryMessages.mediaType,
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('413 for a picture over 15 MB', async () => {
    const user = await linkedUser();
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(15 * 1024 * 1024 + 1)]);
    const res = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(big)]);
    expectError(res, 413, 'FILE_TOO_LARGE', galleryMessages.imageTooLarge);
  });

  it('400 for a picture over the pixel limit', async () => {
    const user = await linkedUser();
    const flood = await picture(2100, 2000).png({ compressionLevel: 9 }).toBuffer();
    const res = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(flood)]);
    expectError(res, 400, 'IMAGE_TOO_MANY_PIXELS', galleryMessages.imageTooManyPixels);
  });

  it('409 for a post already submitted, deleting the files it stored', async () => {
    const user = await linkedUser();
    const other = await linkedUser();
    const url = postUrl();
    expect((await submit(user.cookie, { postUrl: url }, [mediaFile(await png())])).statusCode).toBe(201);
    const before = await storedFiles();
    // The twitter.com form of the same post is the same post.
    const again = await submit(other.cookie, { postUrl: url.replace('x.com', 'twitter.com') }, [
      mediaFile(await png()),
    ]);
    expectError(again, 409, 'ALREADY_SUBMITTED', galleryMessages.alreadySubmitted);
    expect(await storedFiles()).toEqual(before);
  });

  it('two concurrent submits of one post: one 201, one 409, one row', async () => {
    const user = await linkedUser();
    const other = await linkedUser();
    const url = postUrl();
    const body = await png();
    const results = await Promise.all([
      submit(user.cookie, { postUrl: url }, [mediaFile(body)]),
      submit(other.cookie, { postUrl: url }, [mediaFile(body)]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const tweetId = url.split('/').at(-1) ?? '';
    const rows = await t.db.select().from(artistSubmissions).where(eq(artistSubmissions.tweetId, tweetId));
    expect(rows).toHaveLength(1);
  });
});

describe('submit_fan_art quest', () => {
  it('pays after a submission, and a disabled submission does not count', async () => {
    const listed = await t.app.inject({ url: '/api/quests/all?limit=100' });
    const quest = (listed.json().data.items as Quest[]).find((q) => q.slug === 'fan-artist');
    if (!quest) throw new Error('no fan-artist quest');
    const complete = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/quests/users/${quest._id}`,
        headers: { cookie },
        payload: {},
      });

    const user = await linkedUser();
    expect((await complete(user.cookie)).statusCode).toBe(409);
    const first = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(await png())]);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(artistSubmissions)
      .set({ disabled: true })
      .where(eq(artistSubmissions.id, first.json().data._id));
    expect((await complete(user.cookie)).json()).toMatchObject({ code: 'QUEST_NOT_MET' });

    expect((await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(await png())])).statusCode).toBe(
      201,
    );
    const paid = await complete(user.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'completed', pointsAwarded: quest.points });
  });
});
