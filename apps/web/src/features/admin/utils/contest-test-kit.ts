import type { ConsoleCertifiedPrize } from '@guardians/shared/certified';
import type { ContestSettings, ContestStage } from '@guardians/shared/contest';
import { TOKEN } from './collections-test-kit.ts';

// Factories for the Contest page's tests (imported by tests only); collections come from
// collections-test-kit.ts.
const DAY = 86_400_000;

/** An ISO instant `days` from now (negative: ago), so a stage's phase does not depend on the date the tests run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function createStage(overrides: Partial<ContestStage> = {}): ContestStage {
  return {
    id: 1,
    name: 'Mystic Forest',
    prizeUsd: 3000,
    startsAt: daysFromNow(-3),
    endsAt: daysFromNow(11),
    ...overrides,
  };
}

export function createContestSettings(overrides: Partial<ContestSettings> = {}): ContestSettings {
  return {
    claimThreshold: 3,
    defaultClaimThreshold: 3,
    edited: false,
    editedAt: null,
    editedBy: null,
    ...overrides,
  };
}

export function createPrize(overrides: Partial<ConsoleCertifiedPrize> = {}): ConsoleCertifiedPrize {
  return {
    _id: 1,
    name: 'Koi Empress',
    image: '/api/media/items/7.webp',
    description: 'The empress of the falls.',
    tokenAddress: TOKEN,
    tokenId: '7',
    href: '/explore/7',
    slug: 'koi-empress',
    edited: false,
    editedAt: null,
    editedBy: null,
    ...overrides,
  };
}
