import { describe, expect, it } from 'vitest';
import { toSuggestionOptions } from './suggestion-options.ts';

const collection = {
  name: 'Koi Spirits',
  slug: 'koi-spirits',
  tokenAddress: '0xefdc56fef9e089b086dd0a335f2c8c8ccb7e3031',
  image: null,
};
const item = {
  tokenAddress: collection.tokenAddress,
  slug: 'koi spirits',
  collectionName: 'Koi Spirits',
  tokenId: '7',
  name: 'Golden Koi',
  image: '/api/demo/koi-spirits/7/image.png?size=320',
};
const user = { account: '0x1234567890ABCDEF1234567890abcdef1234abcd', username: null, image: null };

describe('toSuggestionOptions', () => {
  it('lists collections, then items, then users', () => {
    const options = toSuggestionOptions({ collections: [collection], items: [item], users: [user] });
    expect(options.map((o) => o.group)).toEqual(['collections', 'items', 'users']);
  });

  it("describes an item by its name and its collection's, and links its page", () => {
    const [option] = toSuggestionOptions({ collections: [], items: [item], users: [] });
    expect(option).toEqual({
      key: `i-${item.tokenAddress}-7`,
      group: 'items',
      label: 'Golden Koi',
      detail: 'Koi Spirits · #7',
      image: item.image,
      href: '/collection/koi%20spirits/7',
    });
  });

  it('calls an item without a name by its collection and id', () => {
    const [option] = toSuggestionOptions({ collections: [], items: [{ ...item, name: null }], users: [] });
    expect(option?.label).toBe('Koi Spirits #7');
  });

  it('has nothing to list before the first answer', () => {
    expect(toSuggestionOptions(undefined)).toEqual([]);
  });
});
