// @guardians/shared/contest: The art contest (page `/nftarena`).
export * from '../contest.ts';
export * from '../contest-console.ts';
