import {
  type AccountSocials,
  type SocialCredentials,
  type SocialLink,
  type SocialLinkPayload,
  type SocialProvider,
  socialMessages,
  socialProviderLabels,
} from '@guardians/shared';
import type { SocialProviderConfig } from '../../config/social.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { encryptToken, tokenKey } from '../../infra/crypto/token-cipher.ts';
import { ensureUser } from '../users/user-repository.ts';
import { fetchProfile } from './oauth-client.ts';
import type { ProviderProfile } from './provider-profiles.ts';
import {
  AlreadyLinkedError,
  ProviderNotEnabledError,
  SocialAccountTakenError,
  SocialLinkNotFoundError,
  SocialNotVerifiedError,
} from './social-errors.ts';
import * as repo from './social-repository.ts';

export interface SocialContext {
  db: Db;
  config: Config;
}

export function enabledProvider(config: Config, provider: SocialProvider): SocialProviderConfig {
  const cfg = config.social.providers[provider];
  if (!cfg) throw new ProviderNotEnabledError(provider);
  return cfg;
}

/** Authenticated data for a link's tokens: they only decrypt on the row of that social account. */
const credentialsContext = (provider: SocialProvider, providerAccountId: string) =>
  `${provider}:${providerAccountId}`;

/**
 * Links a social account the provider has confirmed to the wallet. The unique indexes decide under
 * concurrent requests: one link per provider per wallet, one wallet per social account.
 */
export async function linkConfirmedAccount(
  ctx: SocialContext,
  account: string,
  input: { provider: SocialProvider; profile: ProviderProfile; credentials: SocialCredentials },
): Promise<string> {
  const { provider, profile } = input;
  const key = await tokenKey(ctx.config);
  const sealed = encryptToken(
    key,
    JSON.stringify(input.credentials),
    credentialsContext(provider, profile.id),
  );
  await ensureUser(ctx.db, account);
  try {
    await repo.insertLink(ctx.db, {
      account,
      provider,
      providerAccountId: profile.id,
      username: profile.username,
      email: profile.email,
      credentialsEncrypted: sealed,
    });
  } catch (error) {
    const index = repo.violatedUniqueIndex(error);
    if (index === 'user_socials_account_provider') throw new AlreadyLinkedError(provider);
    if (index === 'user_socials_provider_account') throw new SocialAccountTakenError(provider);
    throw error;
  }
  return socialMessages.linked;
}

/**
 * The spec's POST /api/user-social/update: a client could claim any account, so the provider must
 * confirm that the token belongs to providerAccountId. Username and email are taken from the
 * provider's answer, not from the payload.
 */
export async function linkFromPayload(ctx: SocialContext, account: string, payload: SocialLinkPayload) {
  const cfg = enabledProvider(ctx.config, payload.provider);
  const profile = await fetchProfile(payload.provider, cfg, payload.credentials.access_token);
  if (profile.id !== payload.providerAccountId) throw new SocialNotVerifiedError(payload.provider);
  return linkConfirmedAccount(ctx, account, {
    provider: payload.provider,
    profile,
    credentials: payload.credentials,
  });
}

export async function unlink(ctx: SocialContext, account: string, providerOrId: SocialProvider | number) {
  const provider = await repo.deleteLink(ctx.db, account, providerOrId);
  if (!provider) {
    throw new SocialLinkNotFoundError(
      typeof providerOrId === 'number'
        ? `No linked account with id ${providerOrId}`
        : `${socialProviderLabels[providerOrId]} account is not linked`,
    );
  }
  return socialMessages.disconnected(provider);
}

export async function getLink(ctx: SocialContext, account: string, provider: SocialProvider) {
  const row = await repo.findLink(ctx.db, account, provider);
  if (!row) return null;
  const link: SocialLink = {
    provider: row.provider,
    username: row.username,
    providerAccountId: row.providerAccountId,
  };
  return link;
}

export const isUsernameLinked = (ctx: SocialContext, provider: SocialProvider, username: string) =>
  repo.usernameIsLinked(ctx.db, provider, username);

/** Public: which @usernames a wallet shows. */
export async function accountSocials(ctx: SocialContext, account: string): Promise<AccountSocials> {
  const result: AccountSocials = { twitter: null, discord: null };
  for (const row of await repo.listLinks(ctx.db, account)) result[row.provider] = { username: row.username };
  return result;
}
