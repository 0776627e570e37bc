import { RasterRejectedError, reencodeRaster } from '../../lib/safe-raster.ts';
import { ImageTooManyPixelsError, UnsupportedImageError } from './user-errors.ts';

const AVATAR_MAX_SIDE = 512;

/**
 * Checks an uploaded avatar and re-encodes it (lib/safe-raster.ts): PNG, JPEG, WebP, GIF
 * or AVIF by its bytes, at most 512 px a side (aspect ratio kept: the page crops it round), WebP.
 */
export async function prepareAvatar(input: Buffer, options: { maxPixels: number }): Promise<Buffer> {
  try {
    const [avatar] = await reencodeRaster(input, {
      accepted: ['png', 'jpg', 'webp', 'gif', 'avif'],
      maxPixels: options.maxPixels,
      sides: [AVATAR_MAX_SIDE],
      encode: (image) => image.webp({ quality: 82 }),
    });
    if (!avatar) throw new UnsupportedImageError('the picture could not be encoded');
    return avatar.data;
  } catch (error) {
    if (!(error instanceof RasterRejectedError)) throw error;
    if (error.problem === 'too-many-pixels') throw new ImageTooManyPixelsError(options.maxPixels, error);
    throw new UnsupportedImageError(error.message, error.cause);
  }
}
