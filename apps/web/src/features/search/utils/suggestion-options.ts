import { shortenAddress } from '@guardians/shared';
import type { SearchSuggestions } from '../api/get-search-suggestions.ts';

export type SuggestionOption = {
  /** Stable within one answer: used for the option's element id. */
  key: string;
  group: 'collections' | 'users';
  label: string;
  detail: string;
  image: string | null;
  /** Where picking it goes: a collection by slug, a user's Forge page. */
  href: string;
};

/** The answer as one list (collections first), in the order arrow keys walk it. */
export function toSuggestionOptions(suggestions: SearchSuggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  const collections = suggestions.collections.map(
    (c): SuggestionOption => ({
      key: `c-${c.tokenAddress}`,
      group: 'collections',
      label: c.name,
      detail: shortenAddress(c.tokenAddress),
      image: c.image,
      href: `/collection/${encodeURIComponent(c.slug)}`,
    }),
  );
  const users = suggestions.users.map(
    (u): SuggestionOption => ({
      key: `u-${u.account}`,
      group: 'users',
      label: u.username ?? shortenAddress(u.account),
      detail: shortenAddress(u.account),
      image: u.image,
      href: `/forge/${u.account.toLowerCase()}`,
    }),
  );
  return [...collections, ...users];
}
