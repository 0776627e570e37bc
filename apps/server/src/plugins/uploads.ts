import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { LocalStorage } from '../services/storage/local-storage.ts';
import type { Storage } from '../services/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars); local folder by default. */
    storage: Storage;
  }
}

/**
 * Multipart parsing with hard limits (one file, a few short fields), and the file storage.
 * Limits are enforced while streaming, so an oversized upload is cut off, not buffered.
 */
export async function registerUploads(
  app: FastifyInstance,
  config: Config,
  storage?: Storage,
): Promise<void> {
  app.decorate('storage', storage ?? new LocalStorage(path.join(config.dataDir, 'uploads')));
  await app.register(multipart, {
    limits: {
      fileSize: config.avatarMaxBytes,
      files: 1,
      fields: 10,
      // Bytes; the longest field (biography, 500 characters) fits even in 4-byte UTF-8.
      fieldSize: 4096,
      parts: 12,
      headerPairs: 50,
    },
  });
}
