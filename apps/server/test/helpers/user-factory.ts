import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';

/** Inserts a user row directly (someone else who already has a profile). */
export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ account: `0x${string}` }> {
  const account = (values.account ?? `0x${randomBytes(20).toString('hex')}`).toLowerCase() as `0x${string}`;
  await db.insert(users).values({ ...values, account });
  return { account };
}
