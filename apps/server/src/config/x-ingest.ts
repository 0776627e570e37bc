import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { optionalString } from './env-fields.ts';
import { DEMO_PROVIDER_PATHS } from './social.ts';

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

const DEFAULT_MEDIA_HOSTS = ['pbs.twimg.com', 'video.twimg.com'];
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(?::\d{1,5})?$/, 'must be comma-separated host names')));

// Unset settings are left undefined here: their defaults depend on whether the demo stands in for X.
export const XIngestEnvShape = {
  X_API_BASE_URL: optionalString.pipe(apiBaseUrl.optional()),
  X_API_BEARER_TOKEN: optionalString,
  CONTEST_HASHTAG: hashtag,
  X_INGEST_INTERVAL_SECONDS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).optional(),
  ),
  X_MEDIA_HOSTS: optionalString.pipe(hostList.optional()),
};

/**
 * The demo's stand-in for X's recent search (decision 0073), below the demo X's prefix: the search
 * X API v2 answers, the media files its posts point at, and the page where a person posts.
 */
export const DEMO_X_SEARCH_PATHS = {
  prefix: DEMO_PROVIDER_PATHS.twitter.prefix,
  recentSearch: '/2/tweets/search/recent',
  media: '/media',
  compose: '/compose/post',
} as const;

/** What the demo searches for when CONTEST_HASHTAG is unset (the README's example). */
const DEMO_CONTEST_HASHTAG = 'GuardiansFanArt';
/** The demo reads its stand-in this often when X_INGEST_INTERVAL_SECONDS is unset: a post shows within seconds. */
const DEMO_INTERVAL_SECONDS = 15;

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
  /**
   * Set where the demo serves its own stand-in for X's recent search (decision 0073): `origin` is the
   * site on the loopback interface, where ingestion reads it and its media URLs point. Ingestion itself
   * never looks at this; the settings above already point at the stand-in.
   */
  demo: { origin: string } | undefined;
}

/**
 * `demoOrigin`: the site's own loopback origin, given only on the local chain outside production. There,
 * without X_API_BEARER_TOKEN, the demo's stand-in is X: the API base URL, a bearer token made for this
 * process, the hashtag, a short interval and the stand-in's media host are its own unless set.
 */
export function xIngestConfig(
  e: z.infer<z.ZodObject<typeof XIngestEnvShape>>,
  demoOrigin: string | undefined,
): XIngestConfig {
  const demo = demoOrigin !== undefined && e.X_API_BEARER_TOKEN === undefined ? demoOrigin : undefined;
  const mediaHosts = e.X_MEDIA_HOSTS ?? DEFAULT_MEDIA_HOSTS;
  return {
    baseUrl: (
      e.X_API_BASE_URL ?? (demo ? `${demo}${DEMO_X_SEARCH_PATHS.prefix}` : 'https://api.x.com')
    ).replace(/\/+$/, ''),
    bearerToken: e.X_API_BEARER_TOKEN ?? (demo ? randomBytes(24).toString('base64url') : undefined),
    hashtag: e.CONTEST_HASHTAG ?? (demo ? DEMO_CONTEST_HASHTAG : undefined),
    intervalSeconds: e.X_INGEST_INTERVAL_SECONDS ?? (demo ? DEMO_INTERVAL_SECONDS : 0),
    mediaHosts: demo ? [...new Set([...mediaHosts, new URL(demo).host])] : mediaHosts,
    demo: demo ? { origin: demo } : undefined,
  };
}
