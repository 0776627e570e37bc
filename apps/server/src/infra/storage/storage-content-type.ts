import type { StorageExtension } from './storage.ts';

const CONTENT_TYPES: Record<StorageExtension, string> = {
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  bin: 'application/octet-stream',
};

/**
 * The media type of a stored file, from the extension we chose when we named it. Stores that keep
 * metadata (S3) record it, so an object fetched straight from the bucket or a CDN in front of it is
 * labelled like the media route labels it.
 */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StorageExtension;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
