import { galleryMessages } from '@guardians/shared/gallery';
import { describe, expect, it } from 'vitest';
import { checkMediaFile, checkVideoDuration, formatBytes, mediaKindOf } from './media-checks.ts';
import { posterFileName, posterSize, posterTime } from './video-poster.ts';

const MB = 1024 * 1024;

describe('media checks', () => {
  it('accepts PNG, JPEG, WebP and GIF pictures and MP4 videos', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(checkMediaFile({ name: 'art', type, size: MB })).toEqual({ ok: true, kind: 'image' });
    }
    expect(checkMediaFile({ name: 'art.mp4', type: 'video/mp4', size: MB })).toEqual({
      ok: true,
      kind: 'video',
    });
  });

  it('refuses SVG, QuickTime and AVIF with the shared message', () => {
    for (const type of ['image/svg+xml', 'video/quicktime', 'image/avif']) {
      expect(checkMediaFile({ name: 'art', type, size: 10 })).toEqual({
        ok: false,
        message: galleryMessages.mediaType,
      });
    }
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(mediaKindOf({ name: 'Koi.JPG', type: '' })).toBe('image');
    expect(mediaKindOf({ name: 'koi.mp4', type: '' })).toBe('video');
    expect(mediaKindOf({ name: 'koi.mov', type: '' })).toBeNull();
  });

  it('refuses a picture over 15 MB and a video over 50 MB, at the limit they pass', () => {
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: 15 * MB }).ok).toBe(true);
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: 15 * MB + 1 })).toEqual({
      ok: false,
      message: 'The picture is larger than 15 MB',
    });
    expect(checkMediaFile({ name: 'a.mp4', type: 'video/mp4', size: 50 * MB }).ok).toBe(true);
    expect(checkMediaFile({ name: 'a.mp4', type: 'video/mp4', size: 50 * MB + 1 })).toEqual({
      ok: false,
      message: 'The video is larger than 50 MB',
    });
  });

  it('refuses a video longer than 140 seconds or of unknown length', () => {
    expect(checkVideoDuration(140)).toBeNull();
    expect(checkVideoDuration(140.5)).toBe('The video is longer than 140 seconds');
    expect(checkVideoDuration(Number.POSITIVE_INFINITY)).toBe(galleryMessages.mediaType);
    expect(checkVideoDuration(Number.NaN)).toBe(galleryMessages.mediaType);
  });

  it('formats sizes in KB and MB', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(14.2 * MB)).toBe('14.2 MB');
  });
});

describe('video poster', () => {
  it('takes the frame one second in, or mid-way through a shorter clip', () => {
    expect(posterTime(30)).toBe(1);
    expect(posterTime(1.2)).toBeCloseTo(0.6);
    expect(posterTime(Number.NaN)).toBe(0);
  });

  it('scales a large video down to 1280 px on the long side and never scales up', () => {
    expect(posterSize(3840, 2160)).toEqual({ width: 1280, height: 720 });
    expect(posterSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(posterSize(512, 512)).toEqual({ width: 512, height: 512 });
  });

  it('names the poster by the format the canvas produced', () => {
    expect(posterFileName(new Blob([], { type: 'image/webp' }))).toBe('poster.webp');
    expect(posterFileName(new Blob([], { type: 'image/png' }))).toBe('poster.png');
  });
});
