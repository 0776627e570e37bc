import { shortenAddress } from '@guardians/shared/common';
import type { SearchSuggestions } from '../api/get-search-suggestions.ts';

export type SuggestionOption = {
  /** Stable within one answer: used for the option's element id. */
  key: string;
  group: 'collections' | 'items' | 'users';
  label: string;
  detail: string;
  image: string | null;
  /** A user's account: the row names them as the site names people (ENS, checksummed address). */
  account?: string;
  /** Where picking it goes: a collection by slug, an item's page, a user's Forge page. */
  href: string;
};

/** The answer as one list (collections, items, users), in the order arrow keys walk it. */
export function toSuggestionOptions(suggestions: SearchSuggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.collections.map(collectionOption),
    ...suggestions.items.map(itemOption),
    ...suggestions.users.map(userOption),
  ];
}

function collectionOption(c: SearchSuggestions['collections'][number]): SuggestionOption {
  return {
    key: `c-${c.tokenAddress}`,
    group: 'collections',
    label: c.name,
    detail: shortenAddress(c.tokenAddress),
    image: c.image,
    href: `/collection/${encodeURIComponent(c.slug)}`,
  };
}

function itemOption(i: SearchSuggestions['items'][number]): SuggestionOption {
  return {
    key: `i-${i.tokenAddress}-${i.tokenId}`,
    group: 'items',
    // Metadata may not have a name (yet): the collection and id still tell the items apart.
    label: i.name ?? `${i.collectionName} #${i.tokenId}`,
    detail: `${i.collectionName} · #${i.tokenId}`,
    image: i.image,
    href: `/collection/${encodeURIComponent(i.slug)}/${i.tokenId}`,
  };
}

function userOption(u: SearchSuggestions['users'][number]): SuggestionOption {
  return {
    key: `u-${u.account}`,
    group: 'users',
    label: u.username ?? shortenAddress(u.account),
    detail: shortenAddress(u.account),
    image: u.image,
    account: u.account,
    href: `/forge/${u.account.toLowerCase()}`,
  };
}
