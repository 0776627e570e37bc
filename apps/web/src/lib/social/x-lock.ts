import { socialProviderLabels } from '@guardians/shared/social';
import { getEnv } from '../env.ts';
import { toast } from '../toast.ts';

const label = socialProviderLabels.twitter;

export type XLock = {
  /** True where this site cannot link X at all (no X app set up, and no demo stand-in). */
  locked: boolean;
  /** The reason, said the same way by every action X gates. */
  reason: string;
  /** What a press on a locked action does: say the reason (the button is never a silent dead end). */
  explain: () => void;
};

/**
 * The one locked state of every action that needs a linked X account (liking, loving fan art,
 * submitting fan art, vault downloads) on a deployment without X: the action shows a lock, carries
 * the reason as its title and accessible description, and a press says it.
 */
export function xLock(what: string): XLock {
  const locked = !getEnv().socialProviders.twitter;
  const reason = `${what} needs a linked ${label} account, and this site has not set up ${label} yet.`;
  return { locked, reason, explain: () => toast.info(reason, { id: `x-lock-${what}` }) };
}
