import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoMediaFiles, mediaKindFor } from '../../src/demo/demo-media.ts';
import { collections, rootDir, tokenIds } from './demo-fixtures.ts';

const sample = (file: string) => readFileSync(path.join(rootDir, 'content/demo/media', file));

interface Accessor {
  bufferView: number;
  componentType: number;
  count: number;
  type: string;
  min?: number[];
  max?: number[];
}

describe('demo media samples', () => {
  it('has a small H.264 MP4', () => {
    const mp4 = sample(demoMediaFiles.video.file);
    expect(mp4.length).toBeLessThan(300_000);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4.includes(Buffer.from('avc1'))).toBe(true);
    // faststart: the movie header comes before the media data, so playback starts at once.
    expect(mp4.indexOf(Buffer.from('moov'))).toBeLessThan(mp4.indexOf(Buffer.from('mdat')));
  });

  it('has a small MP3', () => {
    const mp3 = sample(demoMediaFiles.audio.file);
    expect(mp3.length).toBeLessThan(60_000);
    const start = mp3.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + mp3.readUInt32BE(6) : 0;
    const sync = mp3.indexOf(0xff, start);
    expect((mp3[sync + 1] ?? 0) & 0xe0).toBe(0xe0);
  });

  it('has a small glTF 2.0 model whose accessors fit its embedded buffer', () => {
    const raw = sample(demoMediaFiles.model.file);
    expect(raw.length).toBeLessThan(20_000);
    const gltf = JSON.parse(raw.toString('utf8'));
    expect(gltf.asset.version).toBe('2.0');
    const [buffer] = gltf.buffers;
    const data = Buffer.from(buffer.uri.replace(/^data:application\/octet-stream;base64,/, ''), 'base64');
    expect(data.length).toBe(buffer.byteLength);
    const sizes: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 };
    const bytes: Record<number, number> = { 5121: 1, 5123: 2, 5125: 4, 5126: 4 };
    for (const accessor of gltf.accessors as Accessor[]) {
      const view = gltf.bufferViews[accessor.bufferView];
      const need = accessor.count * (sizes[accessor.type] ?? 0) * (bytes[accessor.componentType] ?? 0);
      expect(need).toBeLessThanOrEqual(view.byteLength);
      expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(data.length);
    }
    for (const primitive of gltf.meshes[0].primitives) {
      const position = gltf.accessors[primitive.attributes.POSITION] as Accessor;
      expect(position.min).toHaveLength(3); // required for POSITION by the glTF schema
      expect(position.max).toHaveLength(3);
      expect(gltf.materials[primitive.material]).toBeDefined();
    }
  });

  it('gives about 2% of tokens each kind of media, and every collection at least one of each', () => {
    for (const c of collections) {
      const kinds = tokenIds(c).map((id) => mediaKindFor(c, id));
      for (const kind of ['video', 'audio', 'model'] as const) {
        const share = kinds.filter((k) => k === kind).length / c.supply;
        expect(share, `${c.slug} ${kind}`).toBeGreaterThan(0);
        expect(share, `${c.slug} ${kind}`).toBeLessThan(0.05);
      }
    }
  });
});
