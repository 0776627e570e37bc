import { galleryMessages } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistSubmissions } from '../../src/db/schema/index.ts';
import { box, picture, png } from '../helpers/gallery-media-builders.ts';
import {
  expectError,
  linkedUser,
  mediaFile,
  postUrl,
  startSubmissionApp,
  stopSubmissionApp,
  storedFiles,
  submit,
} from '../helpers/gallery-submission-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await startSubmissionApp());
});
afterAll(stopSubmissionApp);

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
