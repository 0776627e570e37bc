import sharp from 'sharp';

/** A plain blue picture of the given size, ready to encode. */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b7dd8' } });
export const png = (width = 64, height = 48) => picture(width, height).png().toBuffer();

/** An ISO base media box: 32-bit size, four-letter type, payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The smallest MP4 the intake accepts: ftyp, a moov with its mvhd (version 0 or 1), and some data. */
export function mp4(options: {
  timescale: number;
  duration: number;
  version?: 0 | 1;
  dataBytes?: number;
}): Buffer {
  const version = options.version ?? 0;
  const times = version === 0 ? 8 : 16;
  const head = Buffer.alloc(4 + times + 4 + (version === 0 ? 4 : 8));
  head.writeUInt8(version, 0);
  head.writeUInt32BE(options.timescale, 4 + times);
  if (version === 0) head.writeUInt32BE(options.duration, 8 + times);
  else head.writeBigUInt64BE(BigInt(options.duration), 8 + times);
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41'));
  const moov = box('moov', box('mvhd', head, Buffer.alloc(80)));
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(options.dataBytes ?? 1000, 7))]);
}
