import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { verifySigV4 } from './local-s3-sigv4.ts';

/** s3rver's only account; any other key id is refused with InvalidAccessKeyId. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  /** A bucket name of its own per start; not created: the app (or a test) creates it. */
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** Where s3rver keeps its files. */
  directory: string;
  /** Every request received, in order: method, path and query, and the signing region. */
  requests: { method: string; url: string; region: string | undefined; bodyBytes: number }[];
  /** The keys in the bucket, sorted ([] when the bucket does not exist). */
  keys(): Promise<string[]>;
  head(key: string): Promise<HeadObjectCommandOutput>;
  /** Runs before each request is handled: lets a test act as another client at an exact moment. */
  onRequest: ((request: IncomingMessage) => Promise<void>) | undefined;
  stop(): Promise<void>;
}

/**
 * A real S3 REST endpoint (s3rver) on 127.0.0.1, a free port and a temporary folder, with every
 * signed request's SigV4 signature checked against the account's secret before s3rver sees it.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'guardians-s3-'));
  const s3rver = new S3rver({ directory, silent: true });
  const handle = s3rver.callback();
  const requests: LocalS3['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      region: /Credential=[^/]+\/\d{8}\/([^/]+)\//.exec(request.headers.authorization ?? '')?.[1],
      bodyBytes: Number(request.headers['content-length'] ?? 0),
    });
    void (async () => {
      await local.onRequest?.(request);
      const verdict = verifySigV4(request, LOCAL_S3_CREDENTIALS);
      if (verdict.ok) return void handle(request, response);
      refuse(403, verdict.code, verdict.message);
    })().catch((error: unknown) => refuse(500, 'InternalError', String(error)));

    function refuse(status: number, code: string, message: string) {
      request.resume();
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `guardians-test-${randomBytes(4).toString('hex')}`;
  const client = localS3Client(endpoint);

  const local: LocalS3 = {
    onRequest: undefined,
    endpoint,
    bucket,
    directory,
    requests,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchBucket') return [];
        throw error;
      }
    },
    head: (key) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    async stop() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
  return local;
}

/** An SDK client for the local server, for tests that look inside the bucket themselves. */
export function localS3Client(
  endpoint: string,
  credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_S3_CREDENTIALS,
): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    // A wrong-secret client must fail once, not retry with backoff.
    maxAttempts: 1,
  });
}
