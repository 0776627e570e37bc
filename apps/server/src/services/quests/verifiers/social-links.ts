import type { SocialProvider } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import { userSocials } from '../../../db/schema/index.ts';
import { findLink } from '../../social/social-repository.ts';
import type { VerifyContext } from './verifier.ts';

/** True while the account has the provider linked (an unlinked account no longer qualifies). */
export async function hasLinked(
  ctx: VerifyContext,
  account: string,
  provider: SocialProvider,
): Promise<boolean> {
  return (await findLink(ctx.db, account, provider)) !== undefined;
}

/** `hasLinked` as a count (1 or 0), to be read beside other statements. */
export const linkedCount = (account: string, provider: SocialProvider): SQL<number> =>
  sql`(select exists (select 1 from ${userSocials} where ${userSocials.account} = ${account} and ${userSocials.provider} = ${provider})::int)`;
