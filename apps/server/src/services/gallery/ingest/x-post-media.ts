import {
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_VIDEO_MAX_BYTES,
  SUBMISSION_VIDEO_MAX_SECONDS,
} from '@guardians/shared';
import { type PreparedMedia, prepareMedia } from '../intake/submission-media.ts';
import { type DownloadLimits, downloadMedia, MediaRefusedError } from './media-download.ts';
import type { XMedia, XMediaVariant } from './x-api-schemas.ts';

export interface MediaFetchOptions extends Omit<DownloadLimits, 'maxBytes' | 'timeoutMs'> {
  imageTimeoutMs: number;
  videoTimeoutMs: number;
  maxPixels: number;
}

/** Spec: "Video variants are sorted by highest bit rate". Streams (HLS) are not files we can check. */
function bestMp4Variant(variants: readonly XMediaVariant[] | undefined): XMediaVariant | undefined {
  return (variants ?? [])
    .filter((variant) => variant.content_type.toLowerCase() === 'video/mp4')
    .reduce<XMediaVariant | undefined>(
      (best, variant) => (!best || (variant.bit_rate ?? 0) > (best.bit_rate ?? 0) ? variant : best),
      undefined,
    );
}

/**
 * Downloads one of a post's media and prepares it exactly as an upload (intake/submission-media.ts):
 * a photo is re-encoded; a video (or animated GIF, which X serves as MP4) is checked and kept, its
 * preview_image_url re-encoded as the poster. Throws MediaRefusedError or the intake's typed errors.
 */
export async function prepareXMedia(media: XMedia, options: MediaFetchOptions): Promise<PreparedMedia> {
  const limits = { signal: options.signal, isAllowed: options.isAllowed };
  const image = { ...limits, maxBytes: SUBMISSION_IMAGE_MAX_BYTES, timeoutMs: options.imageTimeoutMs };

  if (media.type === 'photo') {
    if (!media.url) throw new MediaRefusedError('photo without url');
    const prepared = await prepareMedia(await downloadMedia(media.url, image), undefined, options);
    if (prepared.type !== 'photo') throw new MediaRefusedError('the photo is not a picture');
    return prepared;
  }

  if (media.type === 'video' || media.type === 'animated_gif') {
    const variant = bestMp4Variant(media.variants);
    if (!variant) throw new MediaRefusedError(`${media.type} without an MP4 variant`);
    if (!media.preview_image_url) throw new MediaRefusedError(`${media.type} without a preview image`);
    // X's own figure spares a 50 MB download that mvhd would refuse anyway; mvhd still decides.
    if ((media.duration_ms ?? 0) > SUBMISSION_VIDEO_MAX_SECONDS * 1000)
      throw new MediaRefusedError(`${media.duration_ms} ms is over ${SUBMISSION_VIDEO_MAX_SECONDS} s`);
    const video = await downloadMedia(variant.url, {
      ...limits,
      maxBytes: SUBMISSION_VIDEO_MAX_BYTES,
      timeoutMs: options.videoTimeoutMs,
    });
    const poster = await downloadMedia(media.preview_image_url, image);
    const prepared = await prepareMedia(video, poster, options);
    if (prepared.type !== 'video') throw new MediaRefusedError(`the ${media.type} is not an MP4`);
    // X's bit rate is what the spec's variants show; an animated GIF's is 0, so it is measured instead.
    return variant.bit_rate ? { ...prepared, bitRate: Math.round(variant.bit_rate) } : prepared;
  }

  throw new MediaRefusedError(`media type ${media.type}`);
}
