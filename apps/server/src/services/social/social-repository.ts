import type { SocialProvider } from '@guardians/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSocials } from '../../db/schema/index.ts';

export interface NewSocialLink {
  account: string;
  provider: SocialProvider;
  providerAccountId: string;
  username: string;
  email: string | null;
  credentialsEncrypted: string;
}

export function insertLink(db: Db, link: NewSocialLink) {
  return db.insert(userSocials).values(link);
}

/** The unique index a failed insert ran into, if that is why it failed (drizzle wraps pg errors). */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint;
  }
  return undefined;
}

export async function findLink(db: Db, account: string, provider: SocialProvider) {
  const [row] = await db
    .select({
      id: userSocials.id,
      provider: userSocials.provider,
      username: userSocials.username,
      providerAccountId: userSocials.providerAccountId,
    })
    .from(userSocials)
    .where(and(eq(userSocials.account, account), eq(userSocials.provider, provider)));
  return row;
}

/** Usernames are compared case-insensitively: X and Discord treat them so. */
export async function usernameIsLinked(db: Db, provider: SocialProvider, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: userSocials.id })
    .from(userSocials)
    .where(and(eq(userSocials.provider, provider), sql`lower(${userSocials.username}) = lower(${username})`))
    .limit(1);
  return rows.length > 0;
}

/** Deletes one of the account's own links, by provider or by id; returns the provider or undefined. */
export async function deleteLink(db: Db, account: string, providerOrId: SocialProvider | number) {
  const target =
    typeof providerOrId === 'number'
      ? eq(userSocials.id, providerOrId)
      : eq(userSocials.provider, providerOrId);
  const [row] = await db
    .delete(userSocials)
    .where(and(eq(userSocials.account, account), target))
    .returning({ provider: userSocials.provider });
  return row?.provider;
}

export function listLinks(db: Db, account: string) {
  return db
    .select({ provider: userSocials.provider, username: userSocials.username })
    .from(userSocials)
    .where(eq(userSocials.account, account));
}
