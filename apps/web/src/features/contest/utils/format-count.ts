import { formatCompactNumber } from '../../../lib/format-number.ts';

/** Spec 9: counts under 1000 plain, larger abbreviated (1.2K). */
export function formatCount(value: number): string {
  return value < 1000 ? String(value) : formatCompactNumber(value, 1);
}
