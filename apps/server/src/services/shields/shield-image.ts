import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ShieldImageError } from './shield-errors.ts';

export const SHIELD_MAX_SIDE = 512;

/** Spec 8: png, jpg or jpeg only; the type comes from the bytes, never from the name or header. */
const ACCEPTED = new Map([
  ['png', 'png'],
  ['jpg', 'jpeg'],
]);

/** Same rule as avatars: markup inside a picture means a polyglot, refused outright. */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php)|javascript:/i;

/**
 * Checks an uploaded shield picture and re-encodes it as PNG (at most 512 px a side, metadata
 * stripped), so the site only ever serves and offers for download pixels it produced.
 */
export async function prepareShieldImage(input: Buffer, options: { maxPixels: number }): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(input);
  const sharpFormat = detected && ACCEPTED.get(detected.ext);
  if (!sharpFormat) {
    throw new ShieldImageError(detected ? `${detected.mime} is not accepted` : 'the file is not a picture');
  }
  if (MARKUP.test(input.toString('latin1'))) {
    throw new ShieldImageError('the file contains markup or script besides the picture');
  }
  const image = sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error', animated: false });
  try {
    const metadata = await image.metadata();
    if (metadata.format !== sharpFormat) throw new ShieldImageError('the file content is inconsistent');
    return await image
      .rotate()
      .resize(SHIELD_MAX_SIDE, SHIELD_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof ShieldImageError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit')) {
      throw new ShieldImageError(
        `must be at most ${Math.floor(options.maxPixels / 1_000_000)} megapixels`,
        error,
      );
    }
    throw new ShieldImageError('the picture is damaged or incomplete', error);
  }
}
