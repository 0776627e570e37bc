import { describe, expect, it } from 'vitest';
import { MetadataError } from '../../src/indexer/indexer-errors.ts';
import { mediaTypeFromContentType, mediaTypeFromUrl } from '../../src/indexer/metadata/media-type.ts';
import { parseMetadata } from '../../src/indexer/metadata/parse-metadata.ts';
import { gatewayUrl, resolveTokenUri } from '../../src/indexer/metadata/resolve-uri.ts';

const gateway = 'https://gw.example/ipfs/';

describe('token URI resolution', () => {
  it('maps ipfs:// (with or without an ipfs/ prefix) onto the gateway', () => {
    expect(gatewayUrl('ipfs://bafy/1.json', gateway)).toBe('https://gw.example/ipfs/bafy/1.json');
    expect(gatewayUrl('ipfs://ipfs/bafy/1.json', 'https://gw.example/ipfs')).toBe(
      'https://gw.example/ipfs/bafy/1.json',
    );
    expect(gatewayUrl('https://a.example/1.png', gateway)).toBe('https://a.example/1.png');
  });

  it('decodes JSON data: URIs and refuses other types and schemes', () => {
    const json = '{"name":"a%b"}';
    expect(resolveTokenUri(`data:application/json;base64,${btoa(json)}`)).toEqual({
      kind: 'inline',
      body: json,
    });
    expect(resolveTokenUri(`data:application/json;charset=utf-8,${encodeURIComponent(json)}`)).toEqual({
      kind: 'inline',
      body: json,
    });
    expect(resolveTokenUri(`data:application/json,${json}`)).toEqual({ kind: 'inline', body: json });
    expect(() => resolveTokenUri('data:text/plain,hi')).toThrow(MetadataError);
    expect(() => resolveTokenUri('ar://abc')).toThrow(/unsupported token URI/);
  });
});

describe('media type', () => {
  it('reads the extension of the path, ignoring the query', () => {
    expect(mediaTypeFromUrl('https://a.example/v.MP4?x=1')).toBe('video');
    expect(mediaTypeFromUrl('https://a.example/s.mp3')).toBe('audio');
    expect(mediaTypeFromUrl('https://a.example/m.gltf')).toBe('model');
    expect(mediaTypeFromUrl('https://a.example/m.fbx')).toBe('model');
    expect(mediaTypeFromUrl('https://a.example/i.jpeg')).toBe('image');
    expect(mediaTypeFromUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('image');
    expect(mediaTypeFromUrl('https://a.example/file')).toBeNull();
  });

  it('falls back to the content type', () => {
    expect(mediaTypeFromContentType('video/webm; codecs=vp9')).toBe('video');
    expect(mediaTypeFromContentType('model/gltf-binary')).toBe('model');
    expect(mediaTypeFromContentType('application/octet-stream')).toBeNull();
  });
});

describe('metadata fields', () => {
  it('keeps scalar traits as text, drops malformed and repeated ones', () => {
    const parsed = parseMetadata({
      name: 7,
      image_url: 'https://a.example/i.png',
      attributes: [
        { trait_type: 'Level', value: 3 },
        { trait_type: 'Shiny', value: true },
        { trait_type: 'Level', value: 3 },
        { trait_type: 'Nested', value: { a: 1 } },
        'not an object',
      ],
    });
    expect(parsed).toEqual({
      name: '7',
      description: null,
      image: 'https://a.example/i.png',
      animationUrl: null,
      attributes: [
        { traitType: 'Level', value: '3' },
        { traitType: 'Shiny', value: 'true' },
      ],
    });
  });
});
