import {
  galleryMessages,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_VIDEO_MAX_BYTES,
  SUBMISSION_VIDEO_MAX_SECONDS,
} from '@guardians/shared/gallery';

export type MediaKind = 'image' | 'video';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;

/** The browser's type, else the extension (some systems report '' for a dragged file). */
export function mediaKindOf(file: { name: string; type: string }): MediaKind | null {
  if (IMAGE_TYPES.has(file.type)) return 'image';
  if (file.type === 'video/mp4') return 'video';
  if (file.type !== '') return null;
  if (IMAGE_EXTENSIONS.test(file.name)) return 'image';
  if (/\.mp4$/i.test(file.name)) return 'video';
  return null;
}

export type MediaCheck = { ok: true; kind: MediaKind } | { ok: false; message: string };

/**
 * The checks the server makes (decision 0037) that can be made before uploading: type and size.
 * The server still sniffs the bytes; this only spares a person a long upload that would be refused.
 */
export function checkMediaFile(file: { name: string; type: string; size: number }): MediaCheck {
  const kind = mediaKindOf(file);
  if (!kind) return { ok: false, message: galleryMessages.mediaType };
  if (kind === 'image' && file.size > SUBMISSION_IMAGE_MAX_BYTES) {
    return { ok: false, message: galleryMessages.imageTooLarge };
  }
  if (kind === 'video' && file.size > SUBMISSION_VIDEO_MAX_BYTES) {
    return { ok: false, message: galleryMessages.videoTooLarge };
  }
  return { ok: true, kind };
}

/** A duration the browser read from the video: unknown (NaN, Infinity) or too long is refused. */
export function checkVideoDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return galleryMessages.mediaType;
  return seconds > SUBMISSION_VIDEO_MAX_SECONDS ? galleryMessages.videoTooLong : null;
}

/** Sizes as people read them: '820 KB', '14.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
