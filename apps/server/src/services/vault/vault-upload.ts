import { RasterRejectedError, reencodeRaster } from '../../lib/safe-raster.ts';
import { VaultImageError } from './vault-errors.ts';

/** Twice the seeded previews' width: sharp on a high-density screen, small on the wire. */
const VAULT_IMAGE_MAX_SIDE = 800;

/**
 * The vault card's picture: PNG, JPEG or WebP judged by its bytes, re-encoded as WebP (lib/safe-raster.ts)
 * so the site only serves pixels it produced.
 */
export async function prepareVaultImage(input: Buffer, options: { maxPixels: number }): Promise<Buffer> {
  try {
    const [image] = await reencodeRaster(input, {
      accepted: ['png', 'jpg', 'webp'],
      maxPixels: options.maxPixels,
      sides: [VAULT_IMAGE_MAX_SIDE],
      encode: (picture) => picture.webp({ quality: 82 }),
    });
    if (!image) throw new VaultImageError('the picture could not be encoded');
    return image.data;
  } catch (error) {
    if (!(error instanceof RasterRejectedError)) throw error;
    throw new VaultImageError(error.message, error.cause);
  }
}

/**
 * The name a holder's download is saved under: the uploaded name without any folder, control
 * character or quote, at most 200 characters, keeping its extension; a fallback when nothing is left.
 */
export function downloadName(uploaded: string | undefined): string {
  const base = (uploaded ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return 'vault-asset';
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - extension.length) + extension;
}

/**
 * The type the download answers with: what the browser said, when it is a plain `type/subtype`;
 * otherwise bytes. The download sends it with nosniff and as an attachment, so it never runs here.
 */
export function downloadMimeType(declared: string | undefined): string {
  const type = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z]+\/[a-z0-9.+-]{1,100}$/.test(type) ? type : 'application/octet-stream';
}
