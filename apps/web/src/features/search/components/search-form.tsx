import { messages } from '@guardians/shared/common';
import type { PlatformMode } from '@guardians/shared/site-config';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { getEnv } from '../../../lib/env.ts';
import { isContractAddress } from '../../../lib/rpc.ts';
import { useSearchCombobox } from '../hooks/use-search-combobox.ts';
import {
  needsContractCheck,
  normalizeSearchQuery,
  resolveSearchTarget,
} from '../utils/resolve-search-target.ts';
import { SuggestionList } from './suggestion-list.tsx';

type SearchFormProps = { mode: PlatformMode; className?: string };

async function checkContract(rpcUrl: string, query: string): Promise<boolean> {
  if (!needsContractCheck(query)) return false;
  try {
    return await isContractAddress(rpcUrl, query);
  } catch (error) {
    // Spec: a failed contract check counts as "not a contract" and the search goes to Forge.
    console.warn('Contract check failed; searching wallets instead', error);
    return false;
  }
}

/**
 * The navbar search (multi mode): a collection contract or a wallet/username on submit; while
 * typing, suggested collections and users to pick instead.
 */
export function SearchForm({ mode, className = '' }: SearchFormProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const combobox = useSearchCombobox({
    value,
    enabled: mode === 'multi',
    onPick: (option) => {
      navigate(option.href);
      setValue('');
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normalizeSearchQuery(value);
    if (!query || busy) return;
    const env = getEnv();
    combobox.close();
    setBusy(true);
    try {
      const isContract = await checkContract(env.rpcUrl, query);
      navigate(
        resolveSearchTarget({ query, isContract, mode, defaultTokenAddress: env.defaultTokenAddress }),
      );
      setValue('');
    } finally {
      setBusy(false);
    }
  }

  const placeholder = mode === 'multi' ? messages.searchPlaceholderMulti : messages.searchPlaceholderSingle;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every reader knows; <search> is newer
    <form role="search" onSubmit={onSubmit} className={`relative min-w-0 ${className}`} aria-busy={busy}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          combobox.onType();
        }}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        className="h-11 w-full rounded-full border border-card-border bg-night/60 pr-4 pl-9 text-sm text-fg placeholder:text-muted focus:border-gold"
        {...combobox.inputProps}
      />
      {mode === 'multi' && <SuggestionList {...combobox.listProps} />}
    </form>
  );
}
