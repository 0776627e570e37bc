import { type Profile, ProfileUpdateSchema, profileUpdateFields, userMessages } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { isStorageKey, newStorageKey, type Storage } from '../../infra/storage/storage.ts';
import type { Logger } from '../../lib/logger.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import { findGuardian } from '../guardians/guardian-repository.ts';
import { balanceOf } from '../points/points-ledger.ts';
import { prepareAvatar } from './avatar-image.ts';
import { InvalidProfileFieldError, UserNotFoundError, UsernameTakenError } from './user-errors.ts';
import { findProfile, isUsernameTaken, type ProfileChanges, updateProfileRow } from './user-repository.ts';

const MEDIA_PATH = '/api/media/';

export interface ProfileContext {
  db: Db;
  storage: Storage;
  avatarMaxPixels: number;
  log: Logger;
}

/**
 * The public profile; `currentCoinBalance` (the points ledger's sum) only when the viewer is its
 * owner. A wallet that never connected has an empty one, as a wallet that connected and never
 * filled its profile in: every address can be looked at (decision 0071).
 */
export async function getProfile(db: Db, account: string, viewer: string | undefined): Promise<Profile> {
  const profile = (await findProfile(db, account)) ?? emptyProfile(account);
  return viewer === account ? { ...profile, currentCoinBalance: await balanceOf(db, account) } : profile;
}

function emptyProfile(account: string): Profile {
  return {
    account: account as `0x${string}`,
    username: null,
    biography: null,
    image: null,
    bannerImage: null,
    url: null,
    location: null,
    guardianId: null,
  };
}

/** Validates the form's text fields; empty values mean "unchanged" (the form sends only non-empty ones). */
async function parseProfileFields(db: Db, fields: Record<string, string>): Promise<ProfileChanges> {
  const present = Object.fromEntries(
    profileUpdateFields.flatMap((name) => {
      const value = fields[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = ProfileUpdateSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'form');
    throw new InvalidProfileFieldError(field, issue?.message ?? 'is invalid');
  }
  const changes = parsed.data;
  if (changes.guardianId !== undefined && !(await findGuardian(db, changes.guardianId))) {
    throw new InvalidProfileFieldError('guardianId', 'guardianId must be an existing Guardian');
  }
  return changes;
}

/**
 * Saves the profile. The avatar is stored first, then the row is updated in one transaction; if the
 * update fails the new file is deleted, and after a commit the replaced avatar is deleted.
 */
export async function updateProfile(
  ctx: ProfileContext,
  account: string,
  input: { fields: Record<string, string>; avatar: Buffer | undefined },
): Promise<{ status: boolean; message: string }> {
  const changes = await parseProfileFields(ctx.db, input.fields);
  // Checked up front for a clear answer before any upload work; the unique index settles races.
  if (changes.username && (await isUsernameTaken(ctx.db, changes.username, account))) {
    throw new UsernameTakenError();
  }
  const webp = input.avatar?.length
    ? await prepareAvatar(input.avatar, { maxPixels: ctx.avatarMaxPixels })
    : undefined;

  const newKey = webp ? newStorageKey('webp') : undefined;
  if (newKey && webp) {
    await ctx.storage.put(newKey, webp);
    changes.image = `${MEDIA_PATH}${newKey}`;
  }

  let previousImage: string | null;
  try {
    const result = await ctx.db.transaction((tx) => updateProfileRow(tx, account, changes));
    if (!result.found) throw new UserNotFoundError(account);
    previousImage = result.previousImage;
  } catch (error) {
    if (newKey) await deleteQuietly(ctx, newKey);
    if (isUniqueViolation(error, 'users_username_lower')) throw new UsernameTakenError(error);
    if (isForeignKeyViolation(error, 'users_guardian_id_guardians_id_fk')) {
      throw new InvalidProfileFieldError('guardianId', 'guardianId must be an existing Guardian');
    }
    throw error;
  }

  const oldKey =
    newKey && previousImage?.startsWith(MEDIA_PATH) ? previousImage.slice(MEDIA_PATH.length) : '';
  if (isStorageKey(oldKey)) await deleteQuietly(ctx, oldKey);
  return { status: true, message: userMessages.changesSaved };
}

/** Cleanup must not turn a finished request into a failure; a leftover file is only logged. */
async function deleteQuietly(ctx: ProfileContext, key: string): Promise<void> {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'could not delete a stored avatar');
  }
}
