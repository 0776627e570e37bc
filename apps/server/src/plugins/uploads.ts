import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { LocalStorage } from '../infra/storage/local-storage.ts';
import { S3Storage } from '../infra/storage/s3-storage.ts';
import type { Storage } from '../infra/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (avatars, fan art, shields, vault assets); S3 when S3_* is set, else a local folder. */
    storage: Storage;
  }
}

/** The file storage for uploads, before any route registers (seeds write to it at registration). */
export async function registerUploads(
  app: FastifyInstance,
  config: Config,
  storage?: Storage,
): Promise<void> {
  app.decorate('storage', storage ?? (await configuredStorage(app, config)));
}

/**
 * Multipart parsing with hard limits (one file, a few short fields), for the routes registered after
 * this in `scope` only. Limits are enforced while streaming, so an oversized upload is cut off, not
 * buffered. Not site-wide: the plugin adds two async hooks to every route it covers, which cost the
 * hot reads ~4 µs a request for nothing (decision 0064); elsewhere multipart bodies answer 415.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: scope.config.avatarMaxBytes,
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
