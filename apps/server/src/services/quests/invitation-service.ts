import type { InvitationSchema } from '@guardians/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invitations, users } from '../../db/schema/index.ts';
import { violatedUniqueIndex } from '../social/social-repository.ts';
import { newInviteCode, normaliseInviteCode } from './invite-code.ts';
import { InviteRefusedError, InviteUnknownError } from './quest-errors.ts';

type Invitation = z.infer<typeof InvitationSchema>;
type InvitationRow = typeof invitations.$inferSelect;

const CODE_ATTEMPTS = 5;

/**
 * The account's invitation row, made with a fresh code on first ask. A code already taken by
 * someone else (the unique index says so) is drawn again.
 */
async function ensureInvitation(db: Db, account: string): Promise<InvitationRow> {
  for (let attempt = 1; ; attempt++) {
    const [existing] = await db.select().from(invitations).where(eq(invitations.account, account));
    if (existing) return existing;
    try {
      const [created] = await db
        .insert(invitations)
        .values({ account, code: newInviteCode() })
        .onConflictDoNothing({ target: invitations.account })
        .returning();
      if (created) return created;
    } catch (error) {
      if (violatedUniqueIndex(error) !== 'invitations_code' || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** GET /api/quests/users-invitation/me: the caller's code, link, referrals and who invited them. */
export async function myInvitation(db: Db, account: string): Promise<Invitation> {
  const owner = account.toLowerCase();
  const row = await ensureInvitation(db, owner);
  const referrals = await db
    .select({ account: invitations.account, username: users.username, joinedAt: invitations.redeemedAt })
    .from(invitations)
    .leftJoin(users, eq(users.account, invitations.account))
    .where(eq(invitations.invitedBy, owner))
    .orderBy(asc(invitations.redeemedAt), asc(invitations.account));
  return {
    code: row.code,
    link: `/?invite=${row.code}&modal=redeem`,
    referrals: referrals.map((r) => ({
      account: r.account as `0x${string}`,
      username: r.username,
      joinedAt: (r.joinedAt ?? new Date(0)).toISOString(),
    })),
    invitedBy: (row.invitedBy as `0x${string}` | null) ?? null,
  };
}

/**
 * Records who invited the caller. An account is invited once, never by itself nor by someone it
 * invited (two accounts cannot credit each other). No coins change hands here: the inviter's
 * invite_friends quest counts the redeemed codes.
 */
export async function redeemInvitation(db: Db, account: string, input: string): Promise<Invitation> {
  const owner = account.toLowerCase();
  const code = normaliseInviteCode(input);
  const [inviter] = await db.select().from(invitations).where(eq(invitations.code, code));
  if (!inviter) throw new InviteUnknownError();
  if (inviter.account === owner) throw new InviteRefusedError('inviteOwn');
  if (inviter.invitedBy === owner) throw new InviteRefusedError('inviteCircular');
  await ensureInvitation(db, owner);
  const updated = await db
    .update(invitations)
    .set({ invitedBy: inviter.account, redeemedAt: sql`now()` })
    .where(and(eq(invitations.account, owner), isNull(invitations.invitedBy)))
    .returning({ account: invitations.account });
  if (updated.length === 0) throw new InviteRefusedError('inviteUsed');
  return myInvitation(db, owner);
}
