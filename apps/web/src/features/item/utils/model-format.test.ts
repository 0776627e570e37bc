import { describe, expect, it } from 'vitest';
import { modelFormatFor, sniffModelFormat } from './model-format.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('modelFormatFor', () => {
  it('reads a .gltf file with GLTFLoader and an .fbx file with FBXLoader, whatever the case', () => {
    expect(modelFormatFor('gltf')).toBe('gltf');
    expect(modelFormatFor('FBX')).toBe('fbx');
    expect(modelFormatFor('glb')).toBe('gltf');
  });

  it('leaves a file without an extension to its content, and names no loader for other types', () => {
    expect(modelFormatFor(null)).toBeNull();
    expect(modelFormatFor('png')).toBeNull();
    expect(modelFormatFor('obj')).toBeNull();
  });
});

describe('sniffModelFormat', () => {
  it('recognises binary and ASCII FBX by their headers', () => {
    expect(sniffModelFormat(bytes('Kaydara FBX Binary  \0\x1a\0'))).toBe('fbx');
    expect(sniffModelFormat(bytes('; FBX 7.4.0 project file\n'))).toBe('fbx');
  });

  it('hands JSON glTF, binary GLB and anything else to GLTFLoader', () => {
    expect(sniffModelFormat(bytes('{"asset":{"version":"2.0"}}'))).toBe('gltf');
    expect(sniffModelFormat(bytes('glTF\x02\0\0\0'))).toBe('gltf');
    expect(sniffModelFormat(new ArrayBuffer(0))).toBe('gltf');
  });
});
