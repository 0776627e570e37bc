import type { SocialProvider } from '@guardians/shared';
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
