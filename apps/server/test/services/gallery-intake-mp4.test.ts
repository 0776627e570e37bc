import { describe, expect, it } from 'vitest';
import { isMp4Video, readMp4Info } from '../../src/services/gallery/intake/mp4-info.ts';

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function ftyp(major = 'isom', compatible = ['isom', 'mp41']): Buffer {
  const version = Buffer.alloc(4);
  return box('ftyp', Buffer.from(major, 'latin1'), version, Buffer.from(compatible.join(''), 'latin1'));
}

function mvhd(version: 0 | 1, timescale: number, duration: bigint): Buffer {
  const times = version === 0 ? 8 : 16;
  const head = Buffer.alloc(4 + times + 4 + (version === 0 ? 4 : 8));
  head.writeUInt8(version, 0);
  head.writeUInt32BE(timescale, 4 + times);
  if (version === 0) head.writeUInt32BE(Number(duration), 8 + times);
  else head.writeBigUInt64BE(duration, 8 + times);
  return box('mvhd', head, Buffer.alloc(80));
}

describe('isMp4Video', () => {
  it('accepts an ftyp box of a video brand, by major or compatible brand', () => {
    expect(isMp4Video(ftyp())).toBe(true);
    expect(isMp4Video(ftyp('XXXX', ['mp42']))).toBe(true);
  });

  it('refuses still-image brands, unknown brands and files not starting with ftyp', () => {
    expect(isMp4Video(ftyp('avif', ['avif', 'mif1', 'isom']))).toBe(false);
    expect(isMp4Video(ftyp('heic', ['mif1', 'heic']))).toBe(false);
    expect(isMp4Video(ftyp('qt  ', ['qt  ']))).toBe(false);
    expect(isMp4Video(Buffer.concat([box('free'), ftyp()]))).toBe(false);
    expect(isMp4Video(Buffer.from('<html><body>hi</body></html>'))).toBe(false);
    expect(isMp4Video(Buffer.alloc(0))).toBe(false);
  });
});

describe('readMp4Info', () => {
  it('reads a version 0 movie header', () => {
    const file = Buffer.concat([ftyp(), box('moov', mvhd(0, 600, 7500n)), box('mdat', Buffer.alloc(10))]);
    expect(readMp4Info(file)).toEqual({ durationSeconds: 12.5 });
  });

  it('reads a version 1 movie header with a 64-bit duration, after other boxes', () => {
    const file = Buffer.concat([
      ftyp(),
      box('free', Buffer.alloc(3)),
      box('mdat', Buffer.alloc(20)),
      box('moov', box('udta'), mvhd(1, 90_000, 90_000n * 141n)),
    ]);
    expect(readMp4Info(file)).toEqual({ durationSeconds: 141 });
  });

  it('reads a box with a 64-bit size', () => {
    const mdat = Buffer.alloc(16 + 4);
    mdat.writeUInt32BE(1, 0);
    mdat.write('mdat', 4, 'latin1');
    mdat.writeBigUInt64BE(20n, 8);
    const file = Buffer.concat([ftyp(), mdat, box('moov', mvhd(0, 1000, 2000n))]);
    expect(readMp4Info(file)).toEqual({ durationSeconds: 2 });
  });

  it('has no answer without a readable mvhd', () => {
    expect(readMp4Info(ftyp())).toBeUndefined();
    expect(readMp4Info(Buffer.concat([ftyp(), box('moov', box('trak'))]))).toBeUndefined();
    expect(readMp4Info(Buffer.concat([ftyp(), box('moov', mvhd(0, 0, 100n))]))).toBeUndefined();
    expect(readMp4Info(Buffer.concat([ftyp(), box('moov', mvhd(0, 1000, 0xffffffffn))]))).toBeUndefined();
    expect(readMp4Info(Buffer.concat([ftyp(), box('moov', mvhd(0, 1000, 0n))]))).toBeUndefined();
    expect(
      readMp4Info(Buffer.concat([ftyp(), box('moov', box('mvhd', Buffer.from([2, 0, 0, 0])))])),
    ).toBeUndefined();
    // A box claiming to run past the end of the file is not read.
    const cut = Buffer.concat([ftyp(), box('moov', mvhd(0, 1000, 2000n))]);
    expect(readMp4Info(cut.subarray(0, cut.length - 10))).toBeUndefined();
  });
});
