import path from 'node:path';
import {
  CONTEST_CLAIM_THRESHOLD_DEFAULT,
  DEFAULT_CHAIN_ID,
  LOCAL_CHAIN_ID,
  PlatformModeSchema,
} from '@guardians/shared';
import { z } from 'zod';
import { DEV_CLAIM_SIGNER_KEY } from './config/claim-dev-key.ts';
import { type ContractAddresses, ContractsEnvShape, contractAddresses } from './config/contracts.ts';
import { ConfigError, optionalString } from './config/env-fields.ts';
import { type IpfsConfig, IpfsEnvShape, ipfsConfig } from './config/ipfs.ts';
import { type MailConfig, MailEnvShape, mailConfig } from './config/mail.ts';
import { type S3Config, S3EnvShape, s3Config } from './config/s3.ts';
import { type SocialConfig, SocialEnvShape, socialConfig } from './config/social.ts';
import { type XIngestConfig, XIngestEnvShape, xIngestConfig } from './config/x-ingest.ts';

export { ConfigError };

const port = z.coerce.number<string | number>().int().min(1).max(65535);

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_READ_URL: optionalString.pipe(z.url().optional()),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  ...S3EnvShape,
  PG_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  CHAIN_PORT: port.default(8545),
  RPC_URL: optionalString.pipe(z.url().optional()),
  PUBLIC_RPC_URL: optionalString.pipe(z.url().optional()),
  CHAIN_ID: optionalString.pipe(z.coerce.number<string | undefined>().int().positive().optional()),
  CHAIN_NAME: optionalString,
  BLOCK_EXPLORER_URL: optionalString.pipe(z.url().optional()),
  SITE_MODE: optionalString.pipe(PlatformModeSchema.optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** 'production' keeps the demo's stand-ins for X and Discord off even on the local chain. */
  NODE_ENV: optionalString,
  PORTAL_PASSPHRASE: optionalString,
  CDN_BASE_URL: z.string().default(''),
  CDN_ASSETS_VERSION: z.string().default('1'),
  DEFAULT_TOKEN_ADDRESS: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex-digit address')
      .optional(),
  ),
  ...ContractsEnvShape,
  CLAIM_SIGNER_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 64-hex-digit private key')
      .optional(),
  ),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  SESSION_TTL_HOURS: z.coerce.number<string | number>().positive().default(168),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number<string | number>().int().positive().default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number<string | number>().int().positive().default(50),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty']).optional()),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SITE_CONFIG_FILE: optionalString,
  ...SocialEnvShape,
  ...XIngestEnvShape,
  ...MailEnvShape,
  AVATAR_MAX_BYTES: z.coerce
    .number<string | number>()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  AVATAR_MAX_PIXELS: z.coerce.number<string | number>().int().positive().default(40_000_000),
  CONTEST_CLAIM_THRESHOLD: z.coerce
    .number<string | number>()
    .int()
    .positive()
    .default(CONTEST_CLAIM_THRESHOLD_DEFAULT),
  ...IpfsEnvShape,
  ADMIN_ACCOUNTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be comma-separated 0x addresses'))),
  METADATA_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
});

type Env = z.infer<typeof EnvSchema>;

export type { S3Config };

export interface Config extends ContractAddresses, IpfsConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Undefined: the launcher starts an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  /** A read replica for list queries; undefined: lists read from databaseUrl. */
  databaseReadUrl: string | undefined;
  /** Shared rate limits, hot-list cache and live-update fan-out; undefined: all in this process. */
  redisUrl: string | undefined;
  /** S3-compatible storage for uploads; undefined: files under dataDir/uploads. */
  s3: S3Config | undefined;
  pgPort: number | undefined;
  chainPort: number;
  /** Undefined: the launcher starts anvil on chainPort. */
  rpcUrl: string | undefined;
  publicRpcUrl: string | undefined;
  chainId: number;
  chainName: string;
  blockExplorerUrl: string | null;
  /** Overrides the platform mode stored in the site configuration. */
  mode: 'single' | 'multi' | undefined;
  publicUrl: string | undefined;
  /** The words that open /portal; undefined: the portal is closed (404). Never sent to browsers. */
  portalPassphrase: string | undefined;
  cdnBaseUrl: string;
  cdnAssetsVersion: string;
  defaultTokenAddress: string | undefined;
  /**
   * The private key that signs claim vouchers: CLAIM_SIGNER_KEY, else a public dev key on the local
   * chain, else undefined (claims answer 503). Server-only: never part of any response.
   */
  claimSignerKey: `0x${string}` | undefined;
  rateLimitMax: number;
  sessionTtlMs: number;
  /** Failed sign-ins allowed per account and per IP in 15 minutes before 429. */
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  /** Behind a reverse proxy: trust X-Forwarded-* for the client IP and protocol. */
  trustProxy: boolean;
  /** In-process copies of the site configuration and items, dropped on PostgreSQL's change announcements. */
  readCache: boolean;
  logLevel: Env['LOG_LEVEL'];
  /**
   * How the api-node and indexer processes write their own lines: 'json' (one object a line, their
   * default) or 'pretty' (`npm start`'s default). Fastify's request logs are JSON either way.
   */
  logFormat: 'json' | 'pretty' | undefined;
  /** Required as `Authorization: Bearer <token>` on /metrics; undefined: loopback clients only. */
  metricsToken: string | undefined;
  siteConfigFile: string;
  /** Largest avatar upload in bytes (413 above) and in decoded pixels (400 above). */
  avatarMaxBytes: number;
  avatarMaxPixels: number;
  /** The most contest claims (switches included) one account may make (decision 0039). */
  contestClaimThreshold: number;
  /** Accounts (lower case) allowed to use the admin API, e.g. adding a collection by address. */
  adminAccounts: ReadonlySet<string>;
  /**
   * Hosts token metadata may be fetched from although they resolve to a private or loopback
   * address (server-side request forgery guard); this server's own origin is always allowed.
   */
  metadataAllowHosts: readonly string[];
  /** Root of the repository, for content/ and the built web app. */
  rootDir: string;
  social: SocialConfig;
  /** Fan art ingested from X's recent search for the contest hashtag (decision 0040). */
  xIngest: XIngestConfig;
  /** The SMTP server the newsletter's confirmation mail goes through (decision 0078). */
  mail: MailConfig;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The demo's providers are served by this process: the browser is sent to the site's public origin
 * (PUBLIC_URL, else the host it listens on, localhost when that is every interface), and the site
 * calls itself on the loopback interface.
 */
function demoProviderOrigins(e: { PUBLIC_URL?: string | undefined; HOST: string; PORT: number }) {
  const everywhere = ['0.0.0.0', '::'].includes(e.HOST);
  const loopback = everywhere || ['127.0.0.1', 'localhost', '::1'].includes(e.HOST);
  const bracketed = e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  return {
    browser: e.PUBLIC_URL
      ? new URL(e.PUBLIC_URL).origin
      : `http://${everywhere ? 'localhost' : bracketed}:${e.PORT}`,
    server: `http://${loopback ? '127.0.0.1' : bracketed}:${e.PORT}`,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    // A secret is never echoed into logs, not even a malformed one.
    const got = [
      'CLAIM_SIGNER_KEY',
      'PORTAL_PASSPHRASE',
      'S3_SECRET_ACCESS_KEY',
      'REDIS_URL',
      'METRICS_TOKEN',
      'SMTP_URL',
    ].includes(variable)
      ? undefined
      : env[variable];
    throw new ConfigError(
      variable,
      `${issue?.message ?? 'invalid'}${got === undefined ? '' : ` (got '${got}')`}`,
    );
  }
  const e = parsed.data;
  const local = e.RPC_URL === undefined;
  const chainId = e.CHAIN_ID ?? (local ? LOCAL_CHAIN_ID : DEFAULT_CHAIN_ID);
  if (local && chainId !== LOCAL_CHAIN_ID) {
    throw new ConfigError(
      'CHAIN_ID',
      `the local chain's id is ${LOCAL_CHAIN_ID}; set RPC_URL to use chain ${chainId}`,
    );
  }
  // The demo's stand-ins for X and Discord: only on the local chain, never in production (decisions 0070, 0073).
  const demoOrigins = local && e.NODE_ENV !== 'production' ? demoProviderOrigins(e) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where the person ran npm (INIT_CWD), not to the workspace npm switched into.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    s3: s3Config(e),
    pgPort: e.PG_PORT,
    chainPort: e.CHAIN_PORT,
    rpcUrl: e.RPC_URL,
    publicRpcUrl: e.PUBLIC_RPC_URL,
    chainId,
    chainName:
      e.CHAIN_NAME ?? (local ? 'Local chain' : chainId === DEFAULT_CHAIN_ID ? 'Sepolia' : `Chain ${chainId}`),
    blockExplorerUrl:
      e.BLOCK_EXPLORER_URL ?? (chainId === DEFAULT_CHAIN_ID ? 'https://sepolia.etherscan.io' : null),
    mode: e.SITE_MODE,
    publicUrl: e.PUBLIC_URL,
    portalPassphrase: e.PORTAL_PASSPHRASE,
    cdnBaseUrl: e.CDN_BASE_URL,
    cdnAssetsVersion: e.CDN_ASSETS_VERSION,
    defaultTokenAddress: e.DEFAULT_TOKEN_ADDRESS?.toLowerCase(),
    ...contractAddresses(e),
    claimSignerKey: (e.CLAIM_SIGNER_KEY ?? (chainId === LOCAL_CHAIN_ID ? DEV_CLAIM_SIGNER_KEY : undefined)) as
      | `0x${string}`
      | undefined,
    rateLimitMax: e.RATE_LIMIT_MAX,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600 * 1000,
    loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
    loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
    trustProxy: e.TRUST_PROXY === 'true',
    readCache: e.READ_CACHE === 'on',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    siteConfigFile: path.resolve(repoRoot, e.SITE_CONFIG_FILE ?? 'content/site-config.json'),
    rootDir: repoRoot,
    social: socialConfig(e, demoOrigins),
    xIngest: xIngestConfig(e, demoOrigins?.server),
    mail: mailConfig(e, demoOrigins !== undefined),
    avatarMaxBytes: e.AVATAR_MAX_BYTES,
    avatarMaxPixels: e.AVATAR_MAX_PIXELS,
    contestClaimThreshold: e.CONTEST_CLAIM_THRESHOLD,
    ...ipfsConfig(e),
    adminAccounts: new Set(e.ADMIN_ACCOUNTS.map((account) => account.toLowerCase())),
    metadataAllowHosts: e.METADATA_ALLOW_HOSTS,
  };
}
