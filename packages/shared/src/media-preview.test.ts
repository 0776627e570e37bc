import { describe, expect, it } from 'vitest';
import { mediaExtension, mediaPreviewFor } from './media-preview.ts';

describe('mediaExtension', () => {
  it('reads the extension of the last path segment, ignoring the query and fragment', () => {
    expect(mediaExtension('http://localhost:4320/api/demo/guardians/1/image.png')).toBe('png');
    expect(mediaExtension('http://localhost:4320/api/demo/guardians/1/image.png?size=512')).toBe('png');
    expect(mediaExtension('/api/demo/media/koi-loop.mp4#t=2')).toBe('mp4');
    expect(mediaExtension('ipfs://bafy/art/1.GLTF')).toBe('gltf');
  });

  it('does not take a dot in the host or a folder for an extension', () => {
    expect(mediaExtension('https://cdn.example.com/token/42')).toBeNull();
    expect(mediaExtension('https://example.com/v1.2/art')).toBeNull();
    expect(mediaExtension('https://example.com/art?file=a.png')).toBeNull();
  });

  it('maps a data: URI type to the extension it stands for', () => {
    expect(mediaExtension('data:image/svg+xml;base64,PHN2Zy8+')).toBe('svg');
    expect(mediaExtension('data:audio/mpeg;base64,AAAA')).toBe('mp3');
    expect(mediaExtension('data:application/pdf;base64,AAAA')).toBeNull();
  });
});

describe('mediaPreviewFor', () => {
  it('previews images, video, audio and 3D models by extension', () => {
    expect(mediaPreviewFor({ uri: 'https://x.test/a.jpeg' })).toEqual({ kind: 'image', extension: 'jpeg' });
    expect(mediaPreviewFor({ uri: 'https://x.test/a.webp' }).kind).toBe('image');
    expect(mediaPreviewFor({ uri: 'https://x.test/a.svg' }).kind).toBe('image');
    expect(mediaPreviewFor({ uri: 'https://x.test/a.mp4' })).toEqual({ kind: 'video', extension: 'mp4' });
    expect(mediaPreviewFor({ uri: 'https://x.test/a.mp3' })).toEqual({ kind: 'audio', extension: 'mp3' });
    expect(mediaPreviewFor({ uri: 'https://x.test/koi.gltf' })).toEqual({ kind: 'model', extension: 'gltf' });
    expect(mediaPreviewFor({ uri: 'https://x.test/koi.fbx' })).toEqual({ kind: 'model', extension: 'fbx' });
  });

  it('trusts the extension over the indexed kind', () => {
    expect(mediaPreviewFor({ uri: 'https://x.test/a.mp4', kind: 'image' }).kind).toBe('video');
  });

  it('says the file type is not supported for an extension outside the list', () => {
    expect(mediaPreviewFor({ uri: 'https://x.test/a.pdf' })).toEqual({
      kind: 'unsupported',
      extension: 'pdf',
    });
    expect(mediaPreviewFor({ uri: 'https://x.test/a.glb', kind: 'model' }).kind).toBe('unsupported');
    expect(mediaPreviewFor({ uri: 'https://x.test/a.gif', kind: 'image' }).kind).toBe('unsupported');
  });

  it('has no content without a URI', () => {
    expect(mediaPreviewFor({ uri: null, kind: null })).toEqual({ kind: 'none' });
    expect(mediaPreviewFor({ uri: '  ' })).toEqual({ kind: 'none' });
  });

  it('falls back to the indexed kind when the URI names no extension', () => {
    expect(mediaPreviewFor({ uri: 'ipfs://bafybeigdyrzt', kind: 'image' })).toEqual({
      kind: 'image',
      extension: null,
    });
    expect(mediaPreviewFor({ uri: 'ipfs://bafybeigdyrzt', kind: 'other' }).kind).toBe('unsupported');
    expect(mediaPreviewFor({ uri: 'ipfs://bafybeigdyrzt', kind: null }).kind).toBe('unsupported');
  });
});
