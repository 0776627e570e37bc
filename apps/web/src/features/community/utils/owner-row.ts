import { shortenAddress } from '@guardians/shared/common';
import type { OwnerEntry } from '@guardians/shared/community';

export type OwnerRow = {
  rank: number;
  account: string;
  /** The profile's username, else the shortened address (spec 9: addresses shown shortened). */
  name: string;
  /** The shortened address, which `name` is when there is no username. */
  shortAddress: string;
  /** Up to two letters for the avatar when there is no picture (or it fails to load). */
  initials: string;
  image: string | null;
  held: number;
  heldLabel: string;
  href: string;
};

/** Letters of the username ("Koi Keeper" -> "KK", "suirin" -> "SU"); for an address, its first hex pair. */
export function ownerInitials(username: string | null, account: string): string {
  const words = (username ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  const only = words[0];
  if (only) return only.slice(0, 2).toUpperCase();
  return account.replace(/^0x/i, '').slice(0, 2).toUpperCase();
}

export function heldLabel(held: number): string {
  return `${held} ${held === 1 ? 'Guardian' : 'Guardians'}`;
}

/** One collector as the list shows it: name, initials fallback, count and the profile link. */
export function toOwnerRow(entry: OwnerEntry): OwnerRow {
  const username = entry.username?.trim() || null;
  return {
    rank: entry.rank,
    account: entry.account,
    name: username ?? shortenAddress(entry.account),
    shortAddress: shortenAddress(entry.account),
    initials: ownerInitials(username, entry.account),
    image: entry.image,
    held: entry.held,
    heldLabel: heldLabel(entry.held),
    href: `/forge/${entry.account}`,
  };
}
