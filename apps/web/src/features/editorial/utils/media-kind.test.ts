import { describe, expect, it } from 'vitest';
import { isVideoFile, mediaKind } from './media-kind.ts';

describe('mediaKind', () => {
  it('renders pictures as images', () => {
    expect(mediaKind('image/png')).toBe('image');
    expect(mediaKind('image/svg+xml')).toBe('image');
    expect(mediaKind('image/webp')).toBe('image');
  });

  it('renders mp4 as video and mp3 as audio', () => {
    expect(mediaKind('video/mp4')).toBe('video');
    expect(mediaKind('audio/mpeg')).toBe('audio');
  });

  it('ignores case and parameters', () => {
    expect(mediaKind('Image/JPEG; charset=binary')).toBe('image');
  });

  it('reports unknown and unplayable types as unsupported', () => {
    expect(mediaKind('application/pdf')).toBe('unsupported');
    expect(mediaKind('model/gltf+json')).toBe('unsupported');
    expect(mediaKind('video/x-matroska')).toBe('unsupported');
    expect(mediaKind('')).toBe('unsupported');
  });
});

describe('isVideoFile', () => {
  it('plays mp4 and webm files, with or without a query', () => {
    expect(isVideoFile('/media/odyssey/temple.mp4')).toBe(true);
    expect(isVideoFile('https://cdn.example.com/river.webm?v=2')).toBe(true);
  });

  it('treats a video site page as a link', () => {
    expect(isVideoFile('https://www.youtube.com/watch?v=abc')).toBe(false);
  });
});
