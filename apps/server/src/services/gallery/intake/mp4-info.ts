/**
 * Just enough of ISO BMFF (ISO/IEC 14496-12) to accept an MP4 upload without a video decoder: the
 * file must start with an `ftyp` box naming a video brand, and `moov/mvhd` must give a duration.
 */

export interface Mp4Info {
  durationSeconds: number;
}

/** Brands of MP4 video files (ISO base media, MPEG-4, AVC, DASH, iTunes M4V). */
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
]);

/** Still-image formats share the ftyp container (AVIF, HEIC): never treat them as videos. */
const IMAGE_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);

interface Box {
  type: string;
  /** Offset of the box's payload (after its header). */
  start: number;
  /** Offset just past the box. */
  end: number;
}

/** The boxes directly inside [start, end); stops at the first malformed header. */
function* boxesIn(bytes: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset; // the box runs to the end of its parent
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

/** True when the bytes start with an `ftyp` box of a video brand. */
export function isMp4Video(bytes: Buffer): boolean {
  const first = boxesIn(bytes, 0, bytes.length).next();
  if (first.done || first.value.type !== 'ftyp') return false;
  const { start, end } = first.value;
  if (end - start < 8) return false;
  const major = bytes.toString('latin1', start, start + 4);
  if (IMAGE_BRANDS.has(major)) return false;
  const brands = [major];
  for (let offset = start + 8; offset + 4 <= end; offset += 4) {
    brands.push(bytes.toString('latin1', offset, offset + 4));
  }
  return brands.some((brand) => VIDEO_BRANDS.has(brand));
}

/**
 * The movie's duration from `moov/mvhd` (version 0: 32-bit times, version 1: 64-bit), or undefined
 * when the file has no readable movie header (no moov, a zero timescale, an "unknown" duration).
 */
export function readMp4Info(bytes: Buffer): Mp4Info | undefined {
  for (const moov of boxesIn(bytes, 0, bytes.length)) {
    if (moov.type !== 'moov') continue;
    for (const mvhd of boxesIn(bytes, moov.start, moov.end)) {
      if (mvhd.type === 'mvhd') return readMvhd(bytes, mvhd);
    }
    return undefined;
  }
  return undefined;
}

function readMvhd(bytes: Buffer, box: Box): Mp4Info | undefined {
  const version = bytes[box.start];
  let timescale: number;
  let duration: number;
  // Layout after version (1 byte) and flags (3 bytes): creation and modification times, then
  // timescale (32 bits) and duration; the times and the duration are 64-bit in version 1.
  if (version === 0) {
    if (box.end - box.start < 20) return undefined;
    timescale = bytes.readUInt32BE(box.start + 12);
    duration = bytes.readUInt32BE(box.start + 16);
    if (duration === 0xffffffff) return undefined;
  } else if (version === 1) {
    if (box.end - box.start < 32) return undefined;
    timescale = bytes.readUInt32BE(box.start + 20);
    const long = bytes.readBigUInt64BE(box.start + 24);
    if (long === 0xffffffffffffffffn || long > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
    duration = Number(long);
  } else {
    return undefined;
  }
  // A zero duration is no video to show (and would make the bit rate infinite).
  if (timescale === 0 || duration === 0) return undefined;
  return { durationSeconds: duration / timescale };
}
