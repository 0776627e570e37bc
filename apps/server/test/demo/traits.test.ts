import { describe, expect, it } from 'vitest';
import { layerValues, traitsFor } from '../../src/demo/demo-traits.ts';
import { collection, collections, tokenIds } from './demo-fixtures.ts';

describe('demo collections file', () => {
  it('has at least three collections, the main one with at least 1,000 tokens', () => {
    expect(collections.length).toBeGreaterThanOrEqual(3);
    expect(collection('guardians').supply).toBeGreaterThanOrEqual(1000);
    expect(new Set(collections.map((c) => c.slug)).size).toBe(collections.length);
  });

  it('gives every collection one trait type per layer with 5 to 12 values each', () => {
    for (const c of collections) {
      const layers = c.traits.map((t) => t.layer).sort();
      expect(layers).toEqual(['accessory', 'aura', 'background', 'body', 'element', 'eyes']);
      for (const trait of c.traits) {
        expect(trait.values.length).toBeGreaterThanOrEqual(5);
        expect(trait.values.length).toBeLessThanOrEqual(12);
        expect(new Set(trait.values.map((v) => v.value)).size).toBe(trait.values.length);
      }
    }
  });
});

describe('traitsFor', () => {
  it('returns the same traits on every call', () => {
    for (const c of collections) {
      for (const id of [1, 2, 77, c.supply]) expect(traitsFor(c, id)).toEqual(traitsFor(c, id));
    }
  });

  it('matches the pinned traits of a few tokens (same on every machine and run)', () => {
    const values = (slug: string, id: number) => traitsFor(collection(slug), id).map((a) => a.value);
    expect(values('guardians', 1)).toEqual(['Mystic River', 'Iwao', 'Earth', 'Jade', 'Koi Banner', 'None']);
    expect(values('guardians', 2)).toEqual([
      'Golden Temple',
      'Mokuren',
      'Metal',
      'Ember',
      'Spear',
      'Ember Ring',
    ]);
    expect(values('guardians', 1200)).toEqual([
      'Mystic River',
      'Suirin',
      'Metal',
      'Sapphire',
      'Paper Lantern',
      'Sakura Petals',
    ]);
    expect(values('koi-spirits', 1)).toEqual([
      'Mystic River',
      'Kohaku',
      'Water',
      'Gold',
      'Gold Whiskers',
      'Gold Halo',
    ]);
    expect(values('temple-relics', 150)).toEqual([
      'Mystic Forest',
      'Sacred Sword',
      'Fire',
      'Moonlight',
      'None',
      'Ember Ring',
    ]);
  });

  it('names each trait type of the collection once, in the file order', () => {
    const c = collection('koi-spirits');
    expect(traitsFor(c, 5).map((a) => a.trait_type)).toEqual(c.traits.map((t) => t.traitType));
    expect(layerValues(c, traitsFor(c, 5)).body).toBe(traitsFor(c, 5)[1]?.value);
  });

  it('draws values in proportion to their weights', () => {
    const draws = 20_000;
    for (const c of collections) {
      c.traits.forEach((trait, index) => {
        const counts = new Map<string, number>();
        for (let id = 1; id <= draws; id++) {
          const value = traitsFor(c, id)[index]?.value ?? '';
          counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        const total = trait.values.reduce((sum, v) => sum + v.weight, 0);
        for (const { value, weight } of trait.values) {
          // 1.2 percentage points is about four standard deviations at 20,000 draws.
          expect(
            Math.abs((counts.get(value) ?? 0) / draws - weight / total),
            `${trait.traitType}: ${value}`,
          ).toBeLessThan(0.012);
        }
      });
    }
  });

  it('roughly follows the weights within each real collection, and reaches every value', () => {
    for (const c of collections) {
      const all = tokenIds(c).map((id) => traitsFor(c, id));
      c.traits.forEach((trait, index) => {
        const total = trait.values.reduce((sum, v) => sum + v.weight, 0);
        for (const { value, weight } of trait.values) {
          const seen = all.filter((traits) => traits[index]?.value === value).length;
          const expected = (c.supply * weight) / total;
          const sd = Math.sqrt(expected * (1 - weight / total));
          expect(seen, `${c.slug} ${trait.traitType}: ${value}`).toBeGreaterThan(0);
          expect(Math.abs(seen - expected), `${c.slug} ${trait.traitType}: ${value}`).toBeLessThan(
            4 * sd + 1,
          );
        }
      });
    }
  });
});
