import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DemoMediaNotFoundError } from './demo-errors.ts';
import { demoMediaFiles } from './demo-media.ts';

export interface MediaFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Only the committed samples are served: the name is looked up, never joined into a path as-is. */
const byName = new Map(Object.values(demoMediaFiles).map((entry) => [entry.file, entry.contentType]));
const loaded = new Map<string, Promise<MediaFile>>();

/** A sample file from content/demo/media, read once (they are a few hundred KB in all). */
export function getDemoMediaFile(rootDir: string, name: string): Promise<MediaFile> {
  const contentType = byName.get(name);
  if (!contentType) return Promise.reject(new DemoMediaNotFoundError());
  const file = path.join(rootDir, 'content/demo/media', name);
  let entry = loaded.get(file);
  if (!entry) {
    entry = readFile(file).then((body) => ({
      body,
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    }));
    // A failed read (file missing in a broken checkout) is retried next time, not cached.
    entry.catch(() => loaded.delete(file));
    loaded.set(file, entry);
  }
  return entry;
}
