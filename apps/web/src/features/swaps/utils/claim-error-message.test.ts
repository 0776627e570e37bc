import { swapMessages } from '@guardians/shared/swaps';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { claimErrorMessage } from './claim-error-message.ts';

describe('claimErrorMessage', () => {
  it('passes the server’s message on', () => {
    const error = new ApiError(409, 'CONFLICT', swapMessages.notEnoughCoins);
    expect(claimErrorMessage(error)).toBe(swapMessages.notEnoughCoins);
  });

  it('says the wallet declined', () => {
    expect(claimErrorMessage({ name: 'X', cause: { code: 4001 } })).toBe(
      'You declined the request in your wallet.',
    );
  });

  it('names a known revert of the claim contract', () => {
    const error = new Error('reverted', {
      cause: { data: { errorName: 'ClaimLimitExceeded', args: [25n * 10n ** 18n] } },
    });
    expect(claimErrorMessage(error)).toBe(`${swapMessages.overMaxClaim}: 25.00 left.`);
    expect(claimErrorMessage({ data: { errorName: 'ClaimExpired', args: [1n, 2n] } })).toBe(
      'This claim has expired. Please claim again.',
    );
  });

  it('falls back to Please try again later!', () => {
    expect(claimErrorMessage(new Error('boom'))).toBe('Please try again later!');
    expect(claimErrorMessage({ data: { errorName: 'Whatever', args: [] } })).toBe('Please try again later!');
    expect(claimErrorMessage(new ApiError(500, 'X', ''))).toBe('Please try again later!');
  });
});
