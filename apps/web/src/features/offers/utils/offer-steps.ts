/** The staged flow of making an offer, in order; only `sign` and `submit` are always needed. */
export type OfferStepId = 'wrap' | 'approve' | 'sign' | 'submit';

export type OfferStepStatus = 'waiting' | 'running' | 'done' | 'failed';

export type OfferStep = {
  id: OfferStepId;
  status: OfferStepStatus;
  /** While running: what the wallet or the page is doing ('Confirm in your wallet...'). */
  detail?: string;
  /** Once failed: why, in words. */
  error?: string;
};

export const OFFER_STEP_LABELS: Record<OfferStepId, string> = {
  wrap: 'Wrap ETH',
  approve: 'Allow WETH',
  sign: 'Sign offer',
  submit: 'Place offer',
};

/**
 * The allowance asked of the offerer: the largest uint256. WETH9 never spends such an allowance down,
 * so one fill does not leave the offerer's other open offers unfunded, and later offers need no new
 * approval. The marketplace can only move WETH for an offer the offerer signed, at its amount.
 */
export const WETH_ALLOWANCE = 2n ** 256n - 1n;

/**
 * Which steps an offer of `amount` needs: wrap only the shortfall when the WETH balance is below it,
 * allow WETH only when the marketplace's allowance is below it, then sign and place it.
 */
export function planOfferSteps(amount: bigint, funds: { weth: bigint; allowance: bigint }): OfferStepId[] {
  const steps: OfferStepId[] = [];
  if (funds.weth < amount) steps.push('wrap');
  if (funds.allowance < amount) steps.push('approve');
  steps.push('sign', 'submit');
  return steps;
}

/** The ETH to wrap so that `weth` covers `amount`: nothing when it already does. */
export function wrapShortfall(amount: bigint, weth: bigint): bigint {
  return amount > weth ? amount - weth : 0n;
}

export function waitingSteps(ids: OfferStepId[]): OfferStep[] {
  return ids.map((id) => ({ id, status: 'waiting' }));
}

/** The step to run next (the first not done), or undefined when every step is done. */
export function nextOfferStep(steps: OfferStep[]): OfferStep | undefined {
  return steps.find((step) => step.status !== 'done');
}

/** `steps` with one step changed; the others keep their state (done steps are never redone). */
export function withStep(steps: OfferStep[], id: OfferStepId, change: Omit<OfferStep, 'id'>): OfferStep[] {
  return steps.map((step) => (step.id === id ? { id, ...change } : step));
}

/**
 * After the server refused the signed offer as stale (old nonce, expired, a changed trait), placing it
 * again cannot help: the signing step waits again, so a retry signs a fresh offer before placing it.
 */
export function signAgain(steps: OfferStep[]): OfferStep[] {
  return withStep(steps, 'sign', { status: 'waiting' });
}
