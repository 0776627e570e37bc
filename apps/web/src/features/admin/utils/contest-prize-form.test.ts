import { describe, expect, it } from 'vitest';
import { prizeOrigin, toPrizeBody } from './contest-prize-form.ts';

const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('the certified prize form', () => {
  it('sends the chosen collection and the token id as the schema writes them', () => {
    const result = toPrizeBody({
      name: ' Koi Empress ',
      description: '',
      tokenAddress: COLLECTION,
      tokenId: ' 007 ',
    });
    expect(result).toEqual({
      body: { name: 'Koi Empress', description: '', tokenAddress: COLLECTION, tokenId: '7' },
      errors: null,
    });
  });

  it('names each field to fix before anything is sent', () => {
    expect(toPrizeBody({ name: '', description: '', tokenAddress: '', tokenId: '1.5' }).errors).toEqual({
      name: 'Enter the prize’s name (up to 80 characters)',
      tokenAddress: 'Choose the collection the prize token belongs to',
      tokenId: 'Enter the token id: a whole number, 0 or more',
    });
  });

  it('tells a prize of the file from one changed or added in the console', () => {
    expect(prizeOrigin({ slug: 'koi-empress', edited: false })).toBe('file');
    expect(prizeOrigin({ slug: 'koi-empress', edited: true })).toBe('edited');
    expect(prizeOrigin({ slug: null, edited: true })).toBe('console');
  });
});
