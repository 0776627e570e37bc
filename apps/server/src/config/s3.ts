import { z } from 'zod';
import { ConfigError, optionalString } from './env-fields.ts';

/** S3-compatible storage for uploads (decision 0047); none of it set: files under DATA_DIR/uploads. */
export const S3EnvShape = {
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
};

type S3Env = z.infer<z.ZodObject<typeof S3EnvShape>>;

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** S3 is on when a bucket is named; keys come in pairs or not at all (then the SDK's default chain). */
export function s3Config(e: S3Env): S3Config | undefined {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT) throw new ConfigError('S3_BUCKET', 'required when S3_ENDPOINT is set');
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'S3_SECRET_ACCESS_KEY',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    );
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
