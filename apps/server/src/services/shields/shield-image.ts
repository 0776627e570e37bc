import { RasterRejectedError, reencodeRaster } from '../../lib/safe-raster.ts';
import { ShieldImageError } from './shield-errors.ts';

const SHIELD_MAX_SIDE = 512;

/**
 * Checks an uploaded shield picture and re-encodes it as PNG (lib/safe-raster.ts): spec 8
 * allows png, jpg or jpeg only, judged by the bytes; at most 512 px a side, so the site only ever
 * serves and offers for download pixels it produced.
 */
export async function prepareShieldImage(input: Buffer, options: { maxPixels: number }): Promise<Buffer> {
  try {
    const [shield] = await reencodeRaster(input, {
      accepted: ['png', 'jpg'],
      maxPixels: options.maxPixels,
      sides: [SHIELD_MAX_SIDE],
      encode: (image) => image.png({ compressionLevel: 9, palette: true }),
    });
    if (!shield) throw new ShieldImageError('the picture could not be encoded');
    return shield.data;
  } catch (error) {
    if (!(error instanceof RasterRejectedError)) throw error;
    throw new ShieldImageError(error.message, error.cause);
  }
}
