import {
  type EarnedShield,
  type Shield,
  type ShieldForm,
  ShieldFormSchema,
  type ShieldList,
  type ShieldListQuery,
  shieldMessages,
} from '@guardians/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shields } from '../../db/schema/index.ts';
import { newStorageKey, type Storage } from '../../infra/storage/storage.ts';
import type { Logger } from '../../lib/logger.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  ShieldFormError,
  ShieldImageError,
  ShieldNameTakenError,
  ShieldNotFoundError,
} from './shield-errors.ts';
import { prepareShieldImage } from './shield-image.ts';
import {
  awardedShieldRows,
  findShieldRow,
  insertAwards,
  isImageKeyUsed,
  isShieldNameTaken,
  listShieldRows,
  ruledShieldsWithout,
} from './shield-repository.ts';
import { evaluateRules } from './shield-rules.ts';
import { toEarnedShield, toShield } from './shield-view.ts';

export interface ShieldContext {
  db: Db;
  storage: Storage;
  linkKey: Buffer;
  chainId: number;
  maxPixels: number;
  log: Logger;
}

export async function listShields(
  db: Db,
  linkKey: Buffer,
  query: ShieldListQuery,
  canEdit: boolean,
): Promise<ShieldList> {
  const { rows, total } = await listShieldRows(db, query);
  return { items: rows.map((row) => toShield(row, linkKey)), total, canEdit };
}

/**
 * The account's shields. Rules are evaluated first for the shields it does not have yet, and new
 * awards are recorded with their reason and time; earned shields are never taken away.
 */
export async function accountShields(db: Db, linkKey: Buffer, account: string): Promise<EarnedShield[]> {
  const candidates = await ruledShieldsWithout(db, account);
  if (candidates.length > 0) await insertAwards(db, account, await evaluateRules(db, account, candidates));
  return (await awardedShieldRows(db, account)).map((row) => toEarnedShield(row, linkKey));
}

/** Spec 8: name and description are both required; a missing one reads 'All fields are required'. */
function parseShieldForm(fields: Record<string, string>): ShieldForm {
  if (!fields.name?.trim() || !fields.description?.trim()) {
    throw new ShieldFormError(shieldMessages.allFieldsRequired);
  }
  const parsed = ShieldFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ShieldFormError(issue?.message ?? 'The form is invalid', {
      field: String(issue?.path[0] ?? ''),
    });
  }
  return parsed.data;
}

export async function createShield(
  ctx: ShieldContext,
  input: { fields: Record<string, string>; image: Buffer | undefined },
): Promise<Shield> {
  const form = parseShieldForm(input.fields);
  if (!input.image?.length) throw new ShieldFormError(shieldMessages.allFieldsRequired, { field: 'image' });
  if (await isShieldNameTaken(ctx.db, form.name)) throw new ShieldNameTakenError();
  const key = await storeImage(ctx, input.image);
  try {
    const [row] = await ctx.db
      .insert(shields)
      .values({ ...form, imageKey: key, chainId: ctx.chainId })
      .returning();
    if (!row) throw new Error('shield insert returned no row');
    return toShield(row, ctx.linkKey);
  } catch (error) {
    await deleteQuietly(ctx, key);
    if (isUniqueViolation(error, 'shields_name_lower')) throw new ShieldNameTakenError(error);
    throw error;
  }
}

/** Name and description always; a new picture only when one is sent. The replaced file is deleted. */
export async function updateShield(
  ctx: ShieldContext,
  id: number,
  input: { fields: Record<string, string>; image: Buffer | undefined },
): Promise<Shield> {
  const form = parseShieldForm(input.fields);
  const current = await findShieldRow(ctx.db, id);
  if (!current) throw new ShieldNotFoundError(`with id ${id}`);
  if (await isShieldNameTaken(ctx.db, form.name, id)) throw new ShieldNameTakenError();
  const newKey = input.image?.length ? await storeImage(ctx, input.image) : undefined;
  let row: typeof current | undefined;
  try {
    [row] = await ctx.db
      .update(shields)
      .set({ ...form, ...(newKey ? { imageKey: newKey } : {}), updatedAt: sql`now()` })
      .where(eq(shields.id, id))
      .returning();
  } catch (error) {
    if (newKey) await deleteQuietly(ctx, newKey);
    if (isUniqueViolation(error, 'shields_name_lower')) throw new ShieldNameTakenError(error);
    throw error;
  }
  if (!row) {
    if (newKey) await deleteQuietly(ctx, newKey);
    throw new ShieldNotFoundError(`with id ${id}`);
  }
  // Seeded pictures are named by content, so another shield may share the old file.
  if (newKey && !(await isImageKeyUsed(ctx.db, current.imageKey))) await deleteQuietly(ctx, current.imageKey);
  return toShield(row, ctx.linkKey);
}

async function storeImage(ctx: ShieldContext, upload: Buffer): Promise<string> {
  const png = await prepareShieldImage(upload, { maxPixels: ctx.maxPixels });
  if (png.length === 0) throw new ShieldImageError('the picture is empty');
  const key = newStorageKey('png');
  await ctx.storage.put(key, png);
  return key;
}

/** Cleanup must not turn a finished request into a failure; a leftover file is only logged. */
async function deleteQuietly(ctx: ShieldContext, key: string): Promise<void> {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'could not delete a stored shield picture');
  }
}
