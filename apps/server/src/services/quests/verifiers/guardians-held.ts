import { guardiansHeld as heldInDefaultCollection } from '../../catalogue/guardians-held.ts';
import type { Counter } from './verifier.ts';

/** Live tokens of the site's default collection the account owns (the vault and prizes count the same). */
export const guardiansHeld: Counter = (ctx, account) =>
  heldInDefaultCollection(
    ctx.db,
    { chainId: ctx.chainId, defaultTokenAddress: ctx.configuredCollection },
    account,
  );
