import { contestMessages } from '@guardians/shared/contest';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { claimButtonState, claimErrorMessage, claimOutcomeMessage, pieceName } from './claim-messages.ts';

describe('claim messages', () => {
  it("says 'Claim successfully!' for a new claim and 'UnClaimed successfully!' for a release", () => {
    expect(claimOutcomeMessage({ released: false })).toBe('Claim successfully!');
    expect(claimOutcomeMessage({ released: true })).toBe('UnClaimed successfully!');
  });

  it("shows the server's message for a refused claim", () => {
    const taken = new ApiError(409, 'CONFLICT', contestMessages.pieceTaken);
    expect(claimErrorMessage(taken)).toBe('This Guardian is already claimed');
  });

  it("falls back to 'Please try again later!' for server faults and network failures", () => {
    expect(claimErrorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'))).toBe(
      'Please try again later!',
    );
    expect(claimErrorMessage(new TypeError('Failed to fetch'))).toBe('Please try again later!');
    expect(claimErrorMessage(new ApiError(409, 'CONFLICT', ''))).toBe('Please try again later!');
  });

  it('labels a card as claimable, mine or taken', () => {
    expect(claimButtonState({ claimed: false, claimedBy: null, mine: false })).toEqual({
      kind: 'claim',
      label: 'Claim',
    });
    expect(claimButtonState({ claimed: true, claimedBy: 'koi_artist', mine: false })).toEqual({
      kind: 'taken',
      label: 'Claimed by koi_artist',
    });
    expect(claimButtonState({ claimed: true, claimedBy: 'me', mine: true })).toEqual({
      kind: 'mine',
      label: 'Yours — click to release',
    });
  });

  it('names a piece without metadata by its token id', () => {
    expect(pieceName({ id: '12', name: null })).toBe('Guardian #12');
    expect(pieceName({ id: '12', name: '  ' })).toBe('Guardian #12');
    expect(pieceName({ id: '12', name: 'Guardian of the Falls' })).toBe('Guardian of the Falls');
  });
});
