import type { OdysseyItem } from '@guardians/shared/editorial';
import { describe, expect, it } from 'vitest';
import { odysseyProgress, stageFacts } from './odyssey-progress.ts';

const stage = (id: string, isOpened: boolean, overrides: Partial<OdysseyItem> = {}): OdysseyItem => ({
  id,
  image: `/odyssey/${id}.webp`,
  imageMobile: `/odyssey/${id}-mobile.webp`,
  isOpened,
  videoURL: null,
  title: id,
  description: `${id} description`,
  text: [],
  images: [],
  socials: [],
  prizeUsd: null,
  durationDays: null,
  ...overrides,
});

describe('odysseyProgress', () => {
  it('lights the path to the last open stage', () => {
    const progress = odysseyProgress([
      stage('golden-temple', true),
      stage('mystic-forest', true),
      stage('mystic-river', false),
      stage('great-waterfall', false),
    ]);
    expect(progress).toMatchObject({ opened: 2, total: 4, current: { id: 'mystic-forest' } });
    expect(progress.percent).toBeCloseTo(33.33, 1);
  });

  it('is dark before the first stage opens', () => {
    const progress = odysseyProgress([stage('golden-temple', false), stage('mystic-forest', false)]);
    expect(progress).toMatchObject({ opened: 0, percent: 0, current: null });
  });

  it('is full when the last stage is open', () => {
    expect(odysseyProgress([stage('a', true), stage('b', true)]).percent).toBe(100);
  });

  it('handles no stages', () => {
    expect(odysseyProgress([])).toMatchObject({ opened: 0, total: 0, percent: 0, current: null });
  });
});

describe('stageFacts', () => {
  it('names the prize and the length', () => {
    expect(stageFacts(stage('mystic-river', false, { prizeUsd: 5000, durationDays: 14 }))).toEqual([
      '$5,000 art contest',
      'about 2 weeks',
    ]);
  });

  it('is empty for a stage without a contest', () => {
    expect(stageFacts(stage('golden-temple', true))).toEqual([]);
  });
});
