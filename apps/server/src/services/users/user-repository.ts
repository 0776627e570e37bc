import { LOGIN_MAX_DEADLINE_SECONDS, type Profile } from '@guardians/shared';
import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A transaction or the pool: repository calls work in both. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

/** How long the row of a wallet that only connected waits for its sign-in (decision 0076). */
const PENDING_USER_MS = LOGIN_MAX_DEADLINE_SECONDS * 1000;

/**
 * Records a wallet that connected (POST /api/users/new): a pending row, which its sign-in makes
 * permanent and the sweep removes after PENDING_USER_MS; `created` is false when it had a row.
 */
export async function rememberConnectedWallet(
  db: Db,
  account: string,
  now = new Date(),
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(users)
    .values({ account, pendingUntil: new Date(now.getTime() + PENDING_USER_MS) })
    .onConflictDoNothing()
    .returning({ account: users.account });
  return { created: inserted.length > 0 };
}

/** The permanent row of a wallet that signed in: created, or confirmed when it was pending. */
export async function ensureUser(db: Db, account: string): Promise<void> {
  await db
    .insert(users)
    .values({ account })
    .onConflictDoUpdate({
      target: users.account,
      set: { pendingUntil: null },
      setWhere: sql`${users.pendingUntil} is not null`,
    });
}

/** Removes pending rows whose wallet never signed in; how many went. */
export async function deleteLapsedPendingUsers(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(users).where(lte(users.pendingUntil, now));
  return removed.rowCount ?? 0;
}

const profileColumns = {
  account: users.account,
  username: users.username,
  biography: users.biography,
  image: users.image,
  bannerImage: users.bannerImage,
  url: users.url,
  location: users.location,
  guardianId: users.guardianId,
};

export async function findProfile(db: Queryable, account: string): Promise<Profile | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.account, account)).limit(1);
  return row ? { ...row, account: row.account as `0x${string}` } : undefined;
}

/** Case-insensitive, matching the unique index on lower(username); `except` skips the caller's own row. */
export async function isUsernameTaken(db: Queryable, username: string, except?: string): Promise<boolean> {
  const sameName = eq(sql`lower(${users.username})`, username.toLowerCase());
  const [row] = await db
    .select({ account: users.account })
    .from(users)
    .where(except ? and(sameName, ne(users.account, except)) : sameName)
    .limit(1);
  return row !== undefined;
}

export interface ProfileChanges {
  username?: string;
  biography?: string;
  url?: string;
  location?: string;
  guardianId?: number;
  image?: string;
}

/** Locks the row, applies the changes and returns the avatar it had before (to clean up after commit). */
export async function updateProfileRow(
  tx: Queryable,
  account: string,
  changes: ProfileChanges,
): Promise<{ found: boolean; previousImage: string | null }> {
  const [current] = await tx
    .select({ image: users.image })
    .from(users)
    .where(eq(users.account, account))
    .for('update');
  if (!current) return { found: false, previousImage: null };
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.account, account));
  return { found: true, previousImage: current.image };
}

/** Sets the beta-tester mark once; false when the account already had it. */
export async function markBetaTester(db: Db, account: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ betaTesterAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.account, account), isNull(users.betaTesterAt)))
    .returning({ account: users.account });
  return updated.length > 0;
}
