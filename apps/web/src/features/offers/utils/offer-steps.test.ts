import { describe, expect, it } from 'vitest';
import {
  nextOfferStep,
  planOfferSteps,
  signAgain,
  WETH_ALLOWANCE,
  waitingSteps,
  withStep,
  wrapShortfall,
} from './offer-steps.ts';

const ETH = 10n ** 18n;

describe('the steps an offer needs', () => {
  it('only signs and places it when WETH and the allowance already cover the amount', () => {
    expect(planOfferSteps(ETH, { weth: ETH, allowance: ETH })).toEqual(['sign', 'submit']);
    expect(planOfferSteps(ETH, { weth: 2n * ETH, allowance: WETH_ALLOWANCE })).toEqual(['sign', 'submit']);
  });

  it('wraps ETH first when the WETH balance is below the amount', () => {
    expect(planOfferSteps(ETH, { weth: ETH - 1n, allowance: WETH_ALLOWANCE })).toEqual([
      'wrap',
      'sign',
      'submit',
    ]);
  });

  it('allows WETH when the allowance is below the amount, after wrapping', () => {
    expect(planOfferSteps(ETH, { weth: ETH, allowance: ETH - 1n })).toEqual(['approve', 'sign', 'submit']);
    expect(planOfferSteps(ETH, { weth: 0n, allowance: 0n })).toEqual(['wrap', 'approve', 'sign', 'submit']);
  });

  it('wraps only the shortfall', () => {
    expect(wrapShortfall(ETH, ETH / 4n)).toBe((3n * ETH) / 4n);
    expect(wrapShortfall(ETH, ETH)).toBe(0n);
    expect(wrapShortfall(ETH, 2n * ETH)).toBe(0n);
  });

  it('asks for an allowance WETH never spends down', () => {
    expect(WETH_ALLOWANCE).toBe(2n ** 256n - 1n);
  });
});

describe('running the steps', () => {
  it('goes on from the failed step, never redoing a done one', () => {
    let steps = waitingSteps(['wrap', 'approve', 'sign', 'submit']);
    expect(nextOfferStep(steps)?.id).toBe('wrap');
    steps = withStep(steps, 'wrap', { status: 'done' });
    steps = withStep(steps, 'approve', {
      status: 'failed',
      error: 'You declined the request in your wallet.',
    });
    expect(nextOfferStep(steps)).toEqual({
      id: 'approve',
      status: 'failed',
      error: 'You declined the request in your wallet.',
    });
    steps = withStep(steps, 'approve', { status: 'done' });
    steps = withStep(steps, 'sign', { status: 'done' });
    steps = withStep(steps, 'submit', { status: 'done' });
    expect(nextOfferStep(steps)).toBeUndefined();
  });

  it('signs again before placing once the server called the signature stale', () => {
    let steps = waitingSteps(['sign', 'submit']);
    steps = withStep(steps, 'sign', { status: 'done' });
    steps = signAgain(withStep(steps, 'submit', { status: 'failed', error: 'stale' }));
    expect(steps.map((step) => step.status)).toEqual(['waiting', 'failed']);
    expect(nextOfferStep(steps)?.id).toBe('sign');
  });
});
