import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

/** Sniffed extension -> sharp's name for the format. The type comes from the bytes only. */
const RASTER_FORMATS = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif', // sharp reports AVIF as its container, HEIF
} as const;
export type RasterExtension = keyof typeof RASTER_FORMATS;

/**
 * Markup or script inside an image file makes it a polyglot: harmless once re-encoded, but a sign of
 * an attack, so it is refused outright. Real pictures do not contain these byte sequences (XMP
 * metadata is XML but uses none of them).
 */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php)|javascript:/i;

export type RasterProblem = 'not-accepted' | 'markup' | 'inconsistent' | 'too-many-pixels' | 'damaged';

/** Why an upload is not a picture we re-encode; callers turn it into their own typed error. */
export class RasterRejectedError extends Error {
  override readonly name = 'RasterRejectedError';
  constructor(
    readonly problem: RasterProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RasterOutput {
  data: Buffer;
  width: number;
  height: number;
}

/** True when the bytes sniff as one of `accepted`. */
export async function sniffsAs(input: Buffer, accepted: readonly RasterExtension[]): Promise<boolean> {
  const detected = await fileTypeFromBuffer(input);
  return Boolean(detected && (accepted as readonly string[]).includes(detected.ext));
}

/**
 * Checks an uploaded picture and re-encodes it once per requested long side: type from the bytes,
 * no markup, strict decoding (truncated or corrupt data is refused instead of decoded as a partial
 * picture), first frame only, EXIF orientation applied, never enlarged, metadata stripped. The site
 * only ever serves pixels it produced, never the uploaded bytes.
 */
export async function reencodeRaster(
  input: Buffer,
  options: {
    accepted: readonly RasterExtension[];
    maxPixels: number;
    sides: readonly number[];
    encode: (image: Sharp) => Sharp;
  },
): Promise<RasterOutput[]> {
  const detected = await fileTypeFromBuffer(input);
  const ext = detected?.ext as RasterExtension | undefined;
  if (!ext || !options.accepted.includes(ext)) {
    throw new RasterRejectedError(
      'not-accepted',
      detected ? `${detected.mime} is not an accepted picture type` : 'the file is not a picture',
    );
  }
  if (MARKUP.test(input.toString('latin1'))) {
    throw new RasterRejectedError('markup', 'the file contains markup or script besides the picture');
  }
  const source = sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error', animated: false });
  try {
    const metadata = await source.metadata();
    if (metadata.format !== RASTER_FORMATS[ext]) {
      throw new RasterRejectedError('inconsistent', 'the file content is inconsistent');
    }
    return await Promise.all(
      options.sides.map(async (side) => {
        const resized = source
          .clone()
          .rotate()
          .resize(side, side, { fit: 'inside', withoutEnlargement: true });
        const { data, info } = await options.encode(resized).toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    if (error instanceof RasterRejectedError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit')) {
      throw new RasterRejectedError(
        'too-many-pixels',
        `must be at most ${Math.floor(options.maxPixels / 1_000_000)} megapixels`,
        { cause: error },
      );
    }
    throw new RasterRejectedError('damaged', 'the picture is damaged or incomplete', { cause: error });
  }
}
