import { describe, expect, it } from 'vitest';
import {
  offsetKeyFor,
  parseCollectionQuery,
  resetTraits,
  selectedTraitList,
  setOffsetParam,
  setSortParam,
  toggleTraitValue,
} from './query-string.ts';

const KEY = 'guardians-offset';

describe('offsetKeyFor', () => {
  it('lower-cases the site name and joins its words with hyphens', () => {
    expect(offsetKeyFor('Koi  Spirits Club')).toBe('koi-spirits-club-offset');
  });

  it('falls back to q-offset for a site without a name', () => {
    expect(offsetKeyFor('')).toBe('q-offset');
    expect(offsetKeyFor(undefined)).toBe('q-offset');
  });
});

describe('parseCollectionQuery', () => {
  it('reads every non-reserved key as a trait type with comma-separated values', () => {
    const query = parseCollectionQuery('?Background=Mystic+River,Ember%20Sky&Eyes=Jade', KEY);
    expect(query.traits).toEqual({ Background: ['Mystic River', 'Ember Sky'], Eyes: ['Jade'] });
    expect(query.offset).toBe(0);
  });

  it('never takes a reserved key for a trait', () => {
    const search =
      '?edit=true&vault=true&tweetId=1&id=2&sortBy=latest&address=0xabc&tab=owned&category=news' +
      '&modal=About&keepAlive=true&q-offset=50&guardians-offset=100&Body=Iwao';
    expect(parseCollectionQuery(search, KEY)).toEqual({
      traits: { Body: ['Iwao'] },
      offset: 100,
      // 'latest' is no order of ours: the default.
      sortBy: 'price_asc',
    });
  });

  it('reads q-offset when the site key is absent', () => {
    expect(parseCollectionQuery('?q-offset=150', KEY).offset).toBe(150);
  });

  it('treats a negative or non-numeric offset as the first page', () => {
    expect(parseCollectionQuery(`?${KEY}=-50`, KEY).offset).toBe(0);
    expect(parseCollectionQuery(`?${KEY}=abc`, KEY).offset).toBe(0);
  });

  it('keeps a value holding an encoded comma whole, and drops empty and repeated values', () => {
    const query = parseCollectionQuery('?Relic=Bell%2C+Bronze,,Bell%2C+Bronze,Lamp&Empty=', KEY);
    expect(query.traits).toEqual({ Relic: ['Bell, Bronze', 'Lamp'] });
  });
});

describe('toggleTraitValue', () => {
  it('adds a value to a new trait type with a readable URL', () => {
    expect(toggleTraitValue('', KEY, 'Background', 'Mystic River')).toBe('?Background=Mystic+River');
  });

  it('appends a second value of the same type after a comma', () => {
    expect(toggleTraitValue('?Background=Mystic+River', KEY, 'Background', 'Ember Sky')).toBe(
      '?Background=Mystic+River,Ember+Sky',
    );
  });

  it('removes a value that is there, and the key with its last value', () => {
    expect(toggleTraitValue('?Eyes=Jade,Gold', KEY, 'Eyes', 'Jade')).toBe('?Eyes=Gold');
    expect(toggleTraitValue('?Eyes=Gold&tab=owned', KEY, 'Eyes', 'Gold')).toBe('?tab=owned');
  });

  it('clears the paging offset', () => {
    expect(toggleTraitValue(`?Eyes=Jade&${KEY}=100`, KEY, 'Body', 'Iwao')).toBe('?Eyes=Jade&Body=Iwao');
    expect(toggleTraitValue('?q-offset=50', KEY, 'Body', 'Iwao')).toBe('?Body=Iwao');
  });

  it('keeps the trait in its place and the other parameters as they were', () => {
    expect(toggleTraitValue('?Eyes=Jade&modal=About&Body=Iwao', KEY, 'Eyes', 'Gold')).toBe(
      '?Eyes=Jade,Gold&modal=About&Body=Iwao',
    );
  });

  it('encodes a comma inside a value so it stays one value', () => {
    const search = toggleTraitValue('', KEY, 'Relic', 'Bell, Bronze');
    expect(parseCollectionQuery(search, KEY).traits).toEqual({ Relic: ['Bell, Bronze'] });
  });
});

describe('resetTraits', () => {
  it('drops every trait and the offset but keeps reserved parameters', () => {
    expect(resetTraits(`?Eyes=Jade&tab=liked&Body=Iwao,Homura&${KEY}=50&address=0xabc`, KEY)).toBe(
      '?tab=liked&address=0xabc',
    );
    expect(resetTraits('?Eyes=Jade', KEY)).toBe('');
  });
});

describe('setOffsetParam', () => {
  it('sets the site offset key and drops it for the first page', () => {
    expect(setOffsetParam('?Eyes=Jade', KEY, 50)).toBe(`?Eyes=Jade&${KEY}=50`);
    expect(setOffsetParam(`?${KEY}=50&Eyes=Jade`, KEY, 0)).toBe('?Eyes=Jade');
  });
});

describe('selectedTraitList', () => {
  it('lists one entry per selected value in URL order', () => {
    expect(selectedTraitList({ Eyes: ['Jade', 'Gold'], Body: ['Iwao'] })).toEqual([
      { traitType: 'Eyes', value: 'Jade' },
      { traitType: 'Eyes', value: 'Gold' },
      { traitType: 'Body', value: 'Iwao' },
    ]);
  });
});

describe('sortBy in the URL', () => {
  it('reads a known order and defaults to listed first, cheapest first (also for an unknown one)', () => {
    expect(parseCollectionQuery('?sortBy=token_id&Eyes=Jade', KEY).sortBy).toBe('token_id');
    expect(parseCollectionQuery('?sortBy=price_desc', KEY).sortBy).toBe('price_desc');
    expect(parseCollectionQuery('?Eyes=Jade', KEY).sortBy).toBe('price_asc');
    expect(parseCollectionQuery('?sortBy=sideways', KEY).sortBy).toBe('price_asc');
  });

  it('sets the order, resets the offset and keeps the filters', () => {
    expect(setSortParam(`?Eyes=Jade&${KEY}=100`, KEY, 'token_id')).toBe('?Eyes=Jade&sortBy=token_id');
    expect(setSortParam('?sortBy=token_id&Eyes=Jade', KEY, 'price_desc')).toBe(
      '?Eyes=Jade&sortBy=price_desc',
    );
  });

  it('drops the key for the default order, so the default page has the plain URL', () => {
    expect(setSortParam(`?sortBy=token_id&q-offset=50`, KEY, 'price_asc')).toBe('');
  });
});
