export type MediaKind = 'image' | 'video' | 'audio' | 'unsupported';

/**
 * Types every current browser plays or shows natively (spec 3 media previews: png, jpg, jpeg, svg,
 * webp, mp4, mp3). Anything else gets 'File type not supported!' rather than a broken player.
 */
const supported: Record<string, MediaKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/svg+xml': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'audio/mpeg': 'audio',
  'audio/mp3': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
  'audio/webm': 'audio',
  'audio/aac': 'audio',
};

/** Which element renders a multimedia entry, from its mime type ('Image/PNG; q=1' counts). */
export function mediaKind(mime: string): MediaKind {
  const essence = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return supported[essence] ?? 'unsupported';
}

/**
 * An Odyssey video is either a file we can play in a <video> element or a page on a video site,
 * which only opens as a link (embedding it would load that site's scripts and trackers).
 */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm)(?:[?#]|$)/i.test(url);
}
