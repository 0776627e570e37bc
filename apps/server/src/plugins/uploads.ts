import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { LocalStorage } from '../services/storage/local-storage.ts';
import { S3Storage } from '../services/storage/s3-storage.ts';
import type { Storage } from '../services/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars, fan art, shields, vault assets); S3 when S3_* is set, else a local folder. */
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
  app.decorate('storage', storage ?? (await configuredStorage(app, config)));
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

/** Before any route registers: the vault and shield seeds read and write the storage at registration. */
async function configuredStorage(app: FastifyInstance, config: Config): Promise<Storage> {
  if (!config.s3) return new LocalStorage(path.join(config.dataDir, 'uploads'));
  const s3 = new S3Storage(config.s3);
  let bucket: 'found' | 'created';
  try {
    bucket = await s3.ensureBucket();
  } catch (error) {
    s3.close();
    throw error;
  }
  app.addHook('onClose', async () => s3.close());
  app.log.info(
    { bucket: s3.bucket, endpoint: config.s3.endpoint ?? 'AWS' },
    `uploads in S3 bucket (${bucket})`,
  );
  return s3;
}
