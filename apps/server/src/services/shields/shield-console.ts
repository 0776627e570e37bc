import type { ConsoleShield, ShieldListQuery } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { listShieldRows, type ShieldRow } from './shield-repository.ts';
import { toShield } from './shield-view.ts';

/**
 * A shield's provenance. The seed never rewrites a row (decision 0083's 'file' rows follow their
 * file; shields are added once and then belong to the console), so a seeded row counts as edited
 * as soon as it was saved after it was made.
 */
function originOf(row: ShieldRow): ConsoleShield['origin'] {
  if (row.slug === null) return 'console';
  return row.updatedAt.getTime() > row.createdAt.getTime() ? 'edited' : 'file';
}

/** The console's shields: the public list's fields, with where each came from and its rule. */
export async function listConsoleShields(
  db: Db,
  linkKey: Buffer,
  query: ShieldListQuery,
): Promise<{ items: ConsoleShield[]; total: number }> {
  const { rows, total } = await listShieldRows(db, query);
  const items = rows.map((row) => ({
    ...toShield(row, linkKey),
    origin: originOf(row),
    rule: row.rule,
    threshold: row.threshold,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { items, total };
}
