import type { MediaType } from '../../db/schema/index.ts';

const byExtension: Record<string, MediaType> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  svg: 'image',
  gif: 'image',
  avif: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  m4v: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  flac: 'audio',
  m4a: 'audio',
  gltf: 'model',
  glb: 'model',
  fbx: 'model',
};

export function mediaTypeFromContentType(contentType: string | null): MediaType | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const top = type.split('/')[0];
  if (top === 'image' || top === 'video' || top === 'audio' || top === 'model') return top;
  if (type.includes('gltf') || type === 'application/octet-stream+fbx') return 'model';
  return null;
}

/** From a data: URI's type or the URL path's extension (query and fragment ignored); null if neither tells. */
export function mediaTypeFromUrl(url: string): MediaType | null {
  if (/^data:/i.test(url)) return mediaTypeFromContentType(url.slice(5).split(/[;,]/)[0] ?? null);
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? url; // ipfs://… and other non-http schemes
  }
  const extension = path.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return (extension && byExtension[extension]) || null;
}

/**
 * The token's media: animation_url wins over image (a video's image is its poster). Extension or
 * data: type first; otherwise the content type a HEAD request reports (ipfs:// through the
 * gateways); 'other' if nothing tells.
 */
export async function detectMediaType(
  media: { image: string | null; animationUrl: string | null },
  headContentType: (url: string) => Promise<string | null>,
): Promise<MediaType | null> {
  const main = media.animationUrl ?? media.image;
  if (!main) return null;
  const known = mediaTypeFromUrl(main);
  if (known) return known;
  if (/^(https?|ipfs):\/\//i.test(main))
    return mediaTypeFromContentType(await headContentType(main)) ?? 'other';
  return 'other';
}
