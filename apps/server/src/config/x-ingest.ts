import { z } from 'zod';
import { optionalString } from './env-fields.ts';

// Fan art ingested from X's API v2 recent search: see docs/decisions/0040-x-ingestion.md
const isLoopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
/** The bearer token travels with every call: https, or http on the loopback interface only (tests). */
const apiBaseUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}, 'must be an https URL (http only for 127.0.0.1 or localhost)');

/** Stored without '#'; X hashtags are letters, digits and underscores. */
const hashtag = optionalString.pipe(
  z
    .string()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().regex(/^[\p{L}\p{N}_]{1,100}$/u, 'must be one hashtag, e.g. GuardiansFanArt'))
    .optional(),
);

const hostList = z
  .string()
  .default('pbs.twimg.com,video.twimg.com')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(?::\d{1,5})?$/, 'must be comma-separated host names')));

export const XIngestEnvShape = {
  X_API_BASE_URL: apiBaseUrl.default('https://api.x.com'),
  X_API_BEARER_TOKEN: optionalString,
  CONTEST_HASHTAG: hashtag,
  X_INGEST_INTERVAL_SECONDS: z.coerce.number<string | number>().int().min(0).default(0),
  X_MEDIA_HOSTS: hostList,
};

export interface XIngestConfig {
  /** X API v2 origin (no trailing slash); a local mock in tests. */
  baseUrl: string;
  /** App-only bearer token; server-only, never part of any response or log line. */
  bearerToken: string | undefined;
  /** The contest hashtag without '#'. */
  hashtag: string | undefined;
  /** 0: passes run only when an administrator asks; N: at start and then every N seconds. */
  intervalSeconds: number;
  /** Hosts (`host` or `host:port`) media are downloaded from, besides the API's own host. */
  mediaHosts: readonly string[];
}

export function xIngestConfig(e: z.infer<z.ZodObject<typeof XIngestEnvShape>>): XIngestConfig {
  return {
    baseUrl: e.X_API_BASE_URL.replace(/\/+$/, ''),
    bearerToken: e.X_API_BEARER_TOKEN,
    hashtag: e.CONTEST_HASHTAG,
    intervalSeconds: e.X_INGEST_INTERVAL_SECONDS,
    mediaHosts: e.X_MEDIA_HOSTS,
  };
}
