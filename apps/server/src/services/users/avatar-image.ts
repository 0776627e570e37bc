import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ImageTooManyPixelsError, UnsupportedImageError } from './user-errors.ts';

export const AVATAR_MAX_SIDE = 512;

/** Raster formats we decode. The type comes from the bytes; the file name and declared type are ignored. */
const ACCEPTED = new Map([
  ['png', 'png'],
  ['jpg', 'jpeg'],
  ['webp', 'webp'],
  ['gif', 'gif'],
  ['avif', 'heif'], // sharp reports AVIF as its container, HEIF
]);

/**
 * Markup or script inside an image file makes it a polyglot: harmless once re-encoded, but a sign of
 * an attack, so it is refused outright. Real pictures do not contain these byte sequences (XMP metadata
 * is XML but uses none of them).
 */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php)|javascript:/i;

/**
 * Checks an uploaded avatar and re-encodes it: first frame only, EXIF orientation applied, at most
 * 512 px a side (never enlarged, aspect ratio kept: the page crops it round), metadata stripped, WebP.
 * Re-encoding means we only ever serve pixels we produced, never the uploaded bytes.
 */
export async function prepareAvatar(input: Buffer, options: { maxPixels: number }): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(input);
  const sharpFormat = detected && ACCEPTED.get(detected.ext);
  if (!sharpFormat) {
    throw new UnsupportedImageError(
      detected ? `${detected.mime} is not an accepted picture type` : 'the file is not a picture',
    );
  }
  if (MARKUP.test(input.toString('latin1'))) {
    throw new UnsupportedImageError('the file contains markup or script besides the picture');
  }

  // failOn 'error': truncated or corrupt data is refused instead of decoded as a partial picture.
  const image = sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error', animated: false });
  try {
    const metadata = await image.metadata();
    if (metadata.format !== sharpFormat) throw new UnsupportedImageError('the file content is inconsistent');
    return await image
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (message.includes('pixel limit')) throw new ImageTooManyPixelsError(options.maxPixels, error);
    throw new UnsupportedImageError('the picture is damaged or incomplete', error);
  }
}
