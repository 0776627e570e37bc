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
  /** A provider is enabled only when its client id is set. */
  providers: { twitter: SocialProviderConfig | undefined; discord: SocialProviderConfig | undefined };
}

export function socialConfig(e: z.infer<z.ZodObject<typeof SocialEnvShape>>): SocialConfig {
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
  return {
    tokenKey: e.SOCIAL_TOKEN_KEY,
    providers: { twitter: provider('TWITTER'), discord: provider('DISCORD') },
  };
}
