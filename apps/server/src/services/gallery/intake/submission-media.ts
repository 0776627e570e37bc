import {
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_MEDIA_FIELD,
  SUBMISSION_POSTER_FIELD,
  SUBMISSION_VIDEO_MAX_BYTES,
  SUBMISSION_VIDEO_MAX_SECONDS,
} from '@guardians/shared';
import {
  MediaRequiredError,
  MediaTooLargeError,
  PosterRequiredError,
  UnsupportedMediaError,
  VideoTooLongError,
} from './intake-errors.ts';
import { isMp4Video, readMp4Info } from './mp4-info.ts';
import { isAcceptedPicture, preparePicture } from './submission-picture.ts';

/** The files to store for one submission, before they have keys. */
export type PreparedMedia =
  | { type: 'photo'; file: Buffer; preview: Buffer; width: number; height: number }
  | {
      type: 'video';
      file: Buffer;
      preview: Buffer;
      width: number;
      height: number;
      durationMs: number;
      bitRate: number;
    };

/**
 * Turns the uploaded media into what we store: a picture is re-encoded (picture + preview); an MP4
 * is checked (brand, size, duration from mvhd) and kept as sent, its poster re-encoded as preview.
 */
export async function prepareMedia(
  media: Buffer | undefined,
  poster: Buffer | undefined,
  options: { maxPixels: number },
): Promise<PreparedMedia> {
  if (!media?.length) throw new MediaRequiredError(SUBMISSION_MEDIA_FIELD);

  if (isMp4Video(media)) {
    if (media.length > SUBMISSION_VIDEO_MAX_BYTES)
      throw new MediaTooLargeError(SUBMISSION_MEDIA_FIELD, 'video');
    const info = readMp4Info(media);
    if (!info) throw new UnsupportedMediaError(SUBMISSION_MEDIA_FIELD);
    if (info.durationSeconds > SUBMISSION_VIDEO_MAX_SECONDS)
      throw new VideoTooLongError(SUBMISSION_MEDIA_FIELD);
    if (!poster?.length) throw new PosterRequiredError(SUBMISSION_POSTER_FIELD);
    if (poster.length > SUBMISSION_IMAGE_MAX_BYTES)
      throw new MediaTooLargeError(SUBMISSION_POSTER_FIELD, 'image');
    const picture = await preparePicture(poster, {
      field: SUBMISSION_POSTER_FIELD,
      maxPixels: options.maxPixels,
    });
    return {
      type: 'video',
      file: media,
      preview: picture.preview,
      width: picture.width,
      height: picture.height,
      durationMs: Math.round(info.durationSeconds * 1000),
      bitRate: Math.round((media.length * 8) / info.durationSeconds),
    };
  }

  // The size answer comes before decoding work, but only for a file that is a picture at all.
  if (media.length > SUBMISSION_IMAGE_MAX_BYTES && (await isAcceptedPicture(media))) {
    throw new MediaTooLargeError(SUBMISSION_MEDIA_FIELD, 'image');
  }
  const picture = await preparePicture(media, {
    field: SUBMISSION_MEDIA_FIELD,
    maxPixels: options.maxPixels,
  });
  return {
    type: 'photo',
    file: picture.webp,
    preview: picture.preview,
    width: picture.width,
    height: picture.height,
  };
}
