import type { ArtistSubmission } from '@guardians/shared/gallery';
import { safeAspect } from './justified-rows.ts';

export type SubmissionMedia = ArtistSubmission['media'][number];
type Variant = SubmissionMedia['variants'][number];

/** The first media of a submission is the one the gallery shows. */
export function mainMedia(submission: ArtistSubmission): SubmissionMedia | null {
  return submission.media[0] ?? null;
}

export function mediaAspect(media: SubmissionMedia | null): number {
  return safeAspect(media?.width, media?.height);
}

/** Spec 9: video variants are sorted by highest bit rate; an MP4 wins over other types, the file itself is the fallback. */
export function bestVideoSource(media: SubmissionMedia): { url: string; type: string } {
  const playable = media.variants.filter((variant) => variant.content_type.startsWith('video/'));
  const sorted = [...playable].sort(byBitRate);
  const best = sorted.find((variant) => variant.content_type === 'video/mp4') ?? sorted[0];
  return best ? { url: best.url, type: best.content_type } : { url: media.url, type: 'video/mp4' };
}

function byBitRate(a: Variant, b: Variant): number {
  return (b.bit_rate ?? -1) - (a.bit_rate ?? -1);
}

/** The grid's picture: the preview (a video's poster, a picture's own file when there is none). */
export function previewUrl(media: SubmissionMedia | null): string | null {
  if (!media) return null;
  return media.preview_image_url || (media.type === 'photo' ? media.url : null);
}
