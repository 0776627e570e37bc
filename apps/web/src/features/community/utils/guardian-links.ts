import { GUARDIAN_TRAIT } from '@guardians/shared/community';
import type { PlatformMode } from '@guardians/shared/site-config';

/** The collection filtered to one Guardian (spec 2: other query keys are trait filters). */
export function guardianCollectionHref(mode: PlatformMode, tokenAddress: string, name: string): string {
  const filter = `${encodeURIComponent(GUARDIAN_TRAIT)}=${encodeURIComponent(name).replace(/%20/g, '+')}`;
  return mode === 'single' ? `/explore?${filter}` : `/collection/${tokenAddress}?${filter}`;
}

/** Route ids are digits only (the API answers 400 otherwise): anything else is simply not found. */
export function parseGuardianId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  return Number(raw);
}
