import { RasterRejectedError, reencodeRaster, sniffsAs } from '../../../lib/safe-raster.ts';
import { TooManyPixelsError, UnsupportedMediaError } from './intake-errors.ts';

/** The long side of a stored picture and of its gallery preview. */
const PICTURE_MAX_SIDE = 2048;
const PREVIEW_MAX_SIDE = 640;

const ACCEPTED = ['png', 'jpg', 'webp', 'gif'] as const;

export interface PreparedPicture {
  webp: Buffer;
  preview: Buffer;
  width: number;
  height: number;
}

/** True when the bytes sniff as one of the accepted picture formats. */
export function isAcceptedPicture(input: Buffer): Promise<boolean> {
  return sniffsAs(input, ACCEPTED);
}

/**
 * Checks a fan-art picture (or a video's poster) and re-encodes it (lib/safe-raster.ts):
 * WebP at most 2048 px and a 640 px preview on the long side. Only pixels we produced are served.
 */
export async function preparePicture(
  input: Buffer,
  options: { field: string; maxPixels: number },
): Promise<PreparedPicture> {
  try {
    const [full, preview] = await reencodeRaster(input, {
      accepted: ACCEPTED,
      maxPixels: options.maxPixels,
      sides: [PICTURE_MAX_SIDE, PREVIEW_MAX_SIDE],
      encode: (image) => image.webp({ quality: 82 }),
    });
    if (!full || !preview) throw new UnsupportedMediaError(options.field);
    return { webp: full.data, preview: preview.data, width: full.width, height: full.height };
  } catch (error) {
    if (!(error instanceof RasterRejectedError)) throw error;
    if (error.problem === 'too-many-pixels') throw new TooManyPixelsError(options.field, error);
    throw new UnsupportedMediaError(options.field, error);
  }
}
