import { type ArtistSubmission, galleryMessages, SUBMISSION_POSTER_FIELD } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionMedia } from '../../src/db/schema/index.ts';
import { mp4, png } from '../helpers/gallery-media-builders.ts';
import {
  expectError,
  linkedUser,
  mediaFile,
  posterFile,
  postUrl,
  servedPicture,
  startSubmissionApp,
  stopSubmissionApp,
  storedFiles,
  submit,
} from '../helpers/gallery-submission-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await startSubmissionApp());
});
afterAll(stopSubmissionApp);

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
