import { SEARCH_MIN_LENGTH } from '@guardians/shared/common';

/** Spec 5: search boxes send nothing under 2 characters, and lower-case what they send. */
export function searchTerm(input: string): string | undefined {
  const term = input.trim().toLowerCase();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}
