import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ConfigError, type S3Config } from '../../config.ts';
import { s3FailureReason, s3Status } from './s3-errors.ts';
import { assertStorageKey, type Storage } from './storage.ts';
import { contentTypeOfKey } from './storage-content-type.ts';

/** One object per key at the top of one bucket: the keys are already unique and flat. */
export class S3Storage implements Storage {
  readonly bucket: string;
  private readonly region: string;
  private readonly client: S3Client;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.region = config.region;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Without a key pair the SDK's own chain applies (AWS_* variables, shared profile, instance role).
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // The SDK's default CRC32 checksums on every request are refused by several S3-compatible
      // stores; send and check them only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stops answering must not hold a media request (or the start) forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentTypeOfKey(key),
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return Buffer.alloc(0);
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible stores answer 404.
      if (!isMissingObject(error)) throw error;
    }
  }

  /**
   * Checks at start that the bucket can be reached with these credentials, and creates it when it does
   * not exist (a fresh MinIO or a new environment), so a misconfigured store stops the start instead of
   * failing the first upload.
   */
  async ensureBucket(): Promise<'found' | 'created'> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return 'found';
    } catch (error) {
      if (s3Status(error) !== 404) throw this.startError('cannot open', error);
    }
    try {
      await this.client.send(
        new CreateBucketCommand({
          Bucket: this.bucket,
          // us-east-1 is the one region S3 refuses to be named in a location constraint.
          CreateBucketConfiguration:
            this.region === 'us-east-1'
              ? undefined
              : { LocationConstraint: this.region as BucketLocationConstraint },
        }),
      );
      return 'created';
    } catch (error) {
      // Two API nodes starting together both see it missing and the second create loses the race. The
      // name may also be taken by another account (S3 names are global): only a bucket we can open counts.
      const name = (error as { name?: string }).name;
      if (name === 'BucketAlreadyOwnedByYou' || name === 'BucketAlreadyExists') {
        await this.client.send(new HeadBucketCommand({ Bucket: this.bucket })).catch((again: unknown) => {
          throw this.startError('exists but cannot be opened', again);
        });
        return 'found';
      }
      throw this.startError('does not exist and cannot be created', error);
    }
  }

  /** Frees the client's sockets; the app calls it when it closes. */
  close(): void {
    this.client.destroy();
  }

  private startError(what: string, error: unknown): ConfigError {
    return new ConfigError('S3_BUCKET', `bucket '${this.bucket}' ${what} (${s3FailureReason(error)})`);
  }
}

/** The key is not there. A missing bucket is not "missing object": it must surface, not read as 404. */
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  if (name === 'NoSuchKey') return true;
  return s3Status(error) === 404 && name !== 'NoSuchBucket';
}
