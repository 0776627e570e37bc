import { describe, expect, it } from 'vitest';
import { decodeDataUri, isDataUri } from './data-uri.ts';

const list = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)];

describe('decodeDataUri', () => {
  it('decodes a base64 buffer as glTF files embed them', () => {
    expect(list(decodeDataUri('data:application/octet-stream;base64,AAECA/8='))).toEqual([0, 1, 2, 3, 255]);
  });

  it('decodes percent-escapes as bytes and other characters as UTF-8', () => {
    expect(list(decodeDataUri('data:,a%00%FFé'))).toEqual([97, 0, 255, 0xc3, 0xa9]);
  });

  it('refuses a URI that is not data:', () => {
    expect(isDataUri('https://cdn.test/koi.gltf')).toBe(false);
    expect(() => decodeDataUri('https://cdn.test/koi.gltf')).toThrow('Not a data: URI');
  });
});
