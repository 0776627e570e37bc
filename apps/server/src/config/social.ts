import { z } from 'zod';
import { optionalString } from './env-fields.ts';

// Social linking (X = provider 'twitter', Discord): see docs/decisions/0010-social-linking.md
const isLoopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
/** Provider endpoints: https, or http on the loopback interface only (tests, local mock providers). */
const endpointUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}, 'must be an https URL (http only for 127.0.0.1 or localhost)');
const tokenKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (key.length === 32) return key;
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' });
    return z.NEVER;
  })
  .optional();
function providerEnv<P extends string>(
  prefix: P,
  defaults: Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>,
) {
  return {
    [`${prefix}_CLIENT_ID`]: optionalString,
    [`${prefix}_CLIENT_SECRET`]: optionalString,
    [`${prefix}_AUTHORIZATION_URL`]: endpointUrl.default(defaults.authorizationUrl),
    [`${prefix}_TOKEN_URL`]: endpointUrl.default(defaults.tokenUrl),
    [`${prefix}_USERINFO_URL`]: endpointUrl.default(defaults.userInfoUrl),
    [`${prefix}_SCOPES`]: z.string().trim().min(1).default(defaults.scopes),
  } as Record<`${P}_${'CLIENT_ID' | 'CLIENT_SECRET'}`, typeof optionalString> &
    Record<
      `${P}_${'AUTHORIZATION_URL' | 'TOKEN_URL' | 'USERINFO_URL' | 'SCOPES'}`,
      z.ZodDefault<z.ZodString>
    >;
}
export const SocialEnvShape = {
  SOCIAL_TOKEN_KEY: tokenKey,
  ...providerEnv('TWITTER', {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userInfoUrl: 'https://api.x.com/2/users/me',
    scopes: 'users.read tweet.read offline.access',
  }),
  ...providerEnv('DISCORD', {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userInfoUrl: 'https://discord.com/api/users/@me',
    scopes: 'identify email',
  }),
};

export interface SocialProviderConfig {
  clientId: string;
  /** Undefined for a public client (PKCE only). */
  clientSecret: string | undefined;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string;
}

export interface SocialConfig {
  /** AES-256-GCM key for stored tokens; undefined: a key kept in $DATA_DIR/social-token.key. */
  tokenKey: Buffer | undefined;
  /**
   * A provider is enabled when its client id is set, or on the local chain outside production by the
   * demo's own stand-in (`demo`).
   */
  providers: { twitter: SocialProviderConfig | undefined; discord: SocialProviderConfig | undefined };
  /** Which providers are the built-in demo stand-in (routes/dev-oauth, demo/identity-provider). */
  demo: { twitter: boolean; discord: boolean };
}

/** The client id the site uses with the demo's stand-in providers. */
export const DEMO_CLIENT_ID = 'guardians-demo';

/**
 * Where the demo's stand-ins answer: below /dev-oauth/<provider>, on the paths X and Discord use.
 * `prefix` is the route folder (routes/dev-oauth/x/, routes/dev-oauth/discord/).
 */
export const DEMO_PROVIDER_PATHS = {
  twitter: {
    prefix: '/dev-oauth/x',
    authorize: '/i/oauth2/authorize',
    token: '/2/oauth2/token',
    userInfo: '/2/users/me',
    scopes: 'users.read tweet.read offline.access',
  },
  discord: {
    prefix: '/dev-oauth/discord',
    authorize: '/oauth2/authorize',
    token: '/api/oauth2/token',
    userInfo: '/api/users/@me',
    scopes: 'identify email',
  },
} as const;

/**
 * Where the site reaches its own demo providers: `browser` for the authorization page a person is
 * sent to, `server` for the token and user-info calls the site makes to itself.
 */
export interface DemoProviderOrigins {
  browser: string;
  server: string;
}

function demoProvider(provider: 'twitter' | 'discord', origins: DemoProviderOrigins): SocialProviderConfig {
  const paths = DEMO_PROVIDER_PATHS[provider];
  return {
    clientId: DEMO_CLIENT_ID,
    clientSecret: undefined,
    authorizationUrl: `${origins.browser}${paths.prefix}${paths.authorize}`,
    tokenUrl: `${origins.server}${paths.prefix}${paths.token}`,
    userInfoUrl: `${origins.server}${paths.prefix}${paths.userInfo}`,
    scopes: paths.scopes,
  };
}

/** `demoOrigins`: set only on the local chain outside production, where the demo stands in for unset providers. */
export function socialConfig(
  e: z.infer<z.ZodObject<typeof SocialEnvShape>>,
  demoOrigins: DemoProviderOrigins | undefined,
): SocialConfig {
  const provider = (p: 'TWITTER' | 'DISCORD'): SocialProviderConfig | undefined => {
    const clientId = e[`${p}_CLIENT_ID`];
    if (!clientId) return undefined;
    return {
      clientId,
      clientSecret: e[`${p}_CLIENT_SECRET`],
      authorizationUrl: e[`${p}_AUTHORIZATION_URL`],
      tokenUrl: e[`${p}_TOKEN_URL`],
      userInfoUrl: e[`${p}_USERINFO_URL`],
      scopes: e[`${p}_SCOPES`],
    };
  };
  const twitter = provider('TWITTER');
  const discord = provider('DISCORD');
  return {
    tokenKey: e.SOCIAL_TOKEN_KEY,
    providers: {
      twitter: twitter ?? (demoOrigins && demoProvider('twitter', demoOrigins)),
      discord: discord ?? (demoOrigins && demoProvider('discord', demoOrigins)),
    },
    demo: { twitter: !twitter && demoOrigins !== undefined, discord: !discord && demoOrigins !== undefined },
  };
}
