import { crc32, deflateSync } from 'node:zlib';
import { box, mp4, picture, png } from '../helpers/gallery-media-builders.ts';

/** One hostile (or, for the controls, harmless) upload: the bytes and what the browser claims. */
export interface CorpusFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The limits of the slot a file is sent to; oversize files are built just over them. */
export interface SlotLimits {
  pictureBytes: number;
  /** The video limit where the slot takes videos, else the slot's only limit. */
  videoBytes: number;
}

export interface CorpusEntry {
  name: string;
  /** Built when sent, so at most one oversize buffer is alive at a time. */
  build(limits: SlotLimits): Promise<CorpusFile>;
}

const SCRIPT = '<script>alert(document.domain)</script>';
const HTML_PAGE = `<!doctype html><html><body><h1>hi</h1>${SCRIPT}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10">${SCRIPT}</svg>`;

/** A PNG chunk: length, type, data and the CRC over type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG built by hand: 8-bit RGBA of the declared size, with one scanline of zeros as its only data.
 * For a large size this is a pixel flood: a few hundred bytes that declare gigabytes of pixels.
 */
export function handmadePng(width: number, height: number, extraChunks: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // colour type RGBA
  const oneRow = deflateSync(Buffer.alloc(1 + width * 4));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...extraChunks,
    pngChunk('IDAT', oneRow),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) is rewritten to declare `width` x `height`. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await picture(16, 16).jpeg().toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A GIF built by hand: screen and one frame of the declared size, a few bytes of LZW data. */
function gifDeclaring(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  const frame = Buffer.alloc(10);
  frame.writeUInt8(0x2c, 0);
  frame.writeUInt16LE(width, 5);
  frame.writeUInt16LE(height, 7);
  // LZW minimum code size 2, one data sub-block (clear, a pixel, end), block terminator, trailer.
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    frame,
    Buffer.from([2, 2, 0x4c, 0x01, 0, 0x3b]),
  ]);
}

/** A JPEG whose comment segment (COM, right after SOI) holds a script. */
async function jpegWithScriptComment(): Promise<Buffer> {
  const jpeg = await picture(64, 48).jpeg().toBuffer();
  const text = Buffer.from(HTML_PAGE, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** The classic GIF/JavaScript polyglot: the logical screen width is the bytes `/*`. */
async function gifHtmlPolyglot(): Promise<Buffer> {
  const gif = await picture(8, 8).gif().toBuffer();
  const head = Buffer.from(gif);
  head.write('/*', 6, 'latin1');
  return Buffer.concat([head, Buffer.from(`*/=1;${SCRIPT}<html>`, 'latin1')]);
}

/** An ftyp box of the given brands followed by a tiny moov: the container of MP4, QuickTime, AVIF, HEIC. */
function isoFile(major: string, compatible: string): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from(major, 'latin1'), Buffer.alloc(4), Buffer.from(compatible, 'latin1')),
    box('mdat', Buffer.alloc(256, 1)),
  ]);
}

const shortVideo = () => mp4({ timescale: 1000, duration: 5_000, dataBytes: 2000 });

/** A file of exactly `size` bytes starting with `head`; the rest is zeros. */
function padded(head: Buffer, size: number): Buffer {
  const body = Buffer.alloc(size);
  head.copy(body, 0, 0, Math.min(head.length, size));
  return body;
}

const file = (filename: string, contentType: string, body: Buffer): CorpusFile => ({
  filename,
  contentType,
  body,
});

/** Harmless uploads every slot must accept: they show the matrix reaches the serving route. */
export const controlEntries: CorpusEntry[] = [
  { name: 'clean PNG', build: async () => file('art.png', 'image/png', await png(64, 48)) },
  {
    name: 'clean JPEG',
    build: async () => file('art.jpg', 'image/jpeg', await picture(64, 48).jpeg().toBuffer()),
  },
];

/** The hostile uploads of issue 10 §2, each sent to every upload slot. */
export const attackEntries: CorpusEntry[] = [
  {
    name: 'SVG with script and onload',
    build: async () => file('art.svg', 'image/svg+xml', Buffer.from(SVG)),
  },
  { name: 'SVG named .png', build: async () => file('art.png', 'image/png', Buffer.from(SVG)) },
  { name: 'plain HTML', build: async () => file('art.html', 'text/html', Buffer.from(HTML_PAGE)) },
  { name: 'HTML named .png', build: async () => file('art.png', 'image/png', Buffer.from(HTML_PAGE)) },
  {
    name: 'PNG + HTML polyglot (after IEND)',
    build: async () =>
      file('art.png', 'image/png', Buffer.concat([await png(16, 16), Buffer.from(HTML_PAGE)])),
  },
  {
    name: 'PNG with a script in a tEXt chunk',
    build: async () =>
      file(
        'art.png',
        'image/png',
        handmadePng(16, 16, [pngChunk('tEXt', Buffer.from(`Comment\0${HTML_PAGE}`, 'latin1'))]),
      ),
  },
  {
    name: 'GIF + JS/HTML polyglot',
    build: async () => file('art.gif', 'image/gif', await gifHtmlPolyglot()),
  },
  {
    name: 'JPEG with a script comment',
    build: async () => file('art.jpg', 'image/jpeg', await jpegWithScriptComment()),
  },
  { name: 'PNG sent as text/html', build: async () => file('art.html', 'text/html', await png(64, 48)) },
  { name: 'PNG bytes named .mp4', build: async () => file('art.mp4', 'video/mp4', await png(64, 48)) },
  { name: 'MP4 bytes named .png', build: async () => file('art.png', 'image/png', shortVideo()) },
  {
    name: 'MP4 + HTML polyglot (free box)',
    build: async () =>
      file(
        'art.mp4',
        'video/mp4',
        Buffer.concat([shortVideo(), box('free', Buffer.from(HTML_PAGE, 'latin1'))]),
      ),
  },
  {
    name: 'oversize picture',
    build: async ({ pictureBytes }) =>
      file('big.png', 'image/png', padded(await png(8, 8), pictureBytes + 1)),
  },
  {
    name: 'oversize video',
    build: async ({ videoBytes }) => file('big.mp4', 'video/mp4', padded(shortVideo(), videoBytes + 1)),
  },
  {
    name: 'pixel flood PNG 30000x30000',
    build: async () => file('flood.png', 'image/png', handmadePng(30_000, 30_000)),
  },
  {
    name: 'pixel flood JPEG 65000x65000',
    build: async () => file('flood.jpg', 'image/jpeg', await jpegDeclaring(65_000, 65_000)),
  },
  {
    name: 'pixel flood GIF 65535x65535',
    build: async () => file('flood.gif', 'image/gif', gifDeclaring(65_535, 65_535)),
  },
  {
    name: 'truncated PNG',
    build: async () => {
      const full = await picture(300, 300).png({ compressionLevel: 0 }).toBuffer();
      return file('cut.png', 'image/png', full.subarray(0, Math.floor(full.length / 2)));
    },
  },
  {
    name: 'truncated JPEG',
    build: async () => {
      const full = await picture(300, 300).jpeg().toBuffer();
      return file('cut.jpg', 'image/jpeg', full.subarray(0, Math.floor(full.length / 2)));
    },
  },
  {
    name: 'truncated MP4',
    build: async () => {
      const video = shortVideo();
      // Cut inside moov: the ftyp is whole, the movie header is not.
      return file('cut.mp4', 'video/mp4', video.subarray(0, 60));
    },
  },
  { name: 'QuickTime ftyp', build: async () => file('clip.mp4', 'video/mp4', isoFile('qt  ', 'qt  ')) },
  {
    name: 'AVIF brand, no picture',
    build: async () => file('pic.avif', 'image/avif', isoFile('avif', 'avifmif1miaf')),
  },
  {
    name: 'AVIF picture',
    build: async () => file('pic.avif', 'image/avif', await picture(64, 48).avif().toBuffer()),
  },
  { name: 'HEIC brand', build: async () => file('pic.heic', 'image/heic', isoFile('heic', 'heicmif1')) },
];
