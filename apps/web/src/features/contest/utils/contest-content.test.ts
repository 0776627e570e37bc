import { describe, expect, it } from 'vitest';
import { CONTEST_FAQ } from './contest-faq.ts';
import { CONTEST_STAGES, currentStage } from './contest-stages.ts';
import { formatCount } from './format-count.ts';

describe('contest content', () => {
  it('has exactly 10 FAQ entries, each with a question and an answer', () => {
    expect(CONTEST_FAQ).toHaveLength(10);
    for (const entry of CONTEST_FAQ) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
    expect(new Set(CONTEST_FAQ.map((e) => e.question)).size).toBe(10);
  });

  it("covers the spec's contest rules", () => {
    const text = CONTEST_FAQ.map((e) => `${e.question} ${e.answer}`).join(' ');
    for (const rule of [
      'Claim one Guardian',
      'Full Character + Background',
      'Face-Off',
      'unlimited artworks',
      'clicking Claim again',
      'cannot be reclaimed if someone else takes it',
      'contest hashtag',
      'verified X account',
      'No AI art',
      'Reserving an NFT is optional',
    ]) {
      expect(text).toContain(rule);
    }
  });

  it('lists the Odyssey stages with the contest prizes in order, one of them open', () => {
    expect(CONTEST_STAGES.map((s) => [s.name, s.prize])).toEqual([
      ['Golden Temple', null],
      ['Mystic Forest', '$3,000'],
      ['Mystic River', '$3,000'],
      ['Great Waterfall', '$5,000'],
    ]);
    expect(currentStage()?.name).toBe('Mystic Forest');
    expect(currentStage([])).toBeNull();
  });
});

describe('formatCount', () => {
  it('shows counts under 1000 plain and larger ones abbreviated', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1200)).toBe('1.2K');
  });
});
