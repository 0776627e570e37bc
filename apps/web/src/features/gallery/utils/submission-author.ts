import type { ArtistSubmission } from '@guardians/shared/gallery';
import { formatCompactNumber } from '../../../lib/format-number.ts';

export type SubmissionAuthor = { name: string; username: string | null; avatar: string | null };

/** The artist as X knows them; a wallet-only submission falls back to the shortened address. */
export function authorOf(submission: ArtistSubmission): SubmissionAuthor {
  const user = submission.users.find((u) => u.id === submission.author_id) ?? submission.users[0];
  if (user) {
    return {
      name: user.name || user.username,
      username: user.username || null,
      avatar: user.profile_image_url,
    };
  }
  const account = submission.account;
  return {
    name: account ? `${account.slice(0, 6)}…${account.slice(-4)}` : 'Unknown artist',
    username: null,
    avatar: null,
  };
}

/** Up to two letters for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^@/, '')
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || name.slice(0, 1).toUpperCase() || '?';
}

export function xPostUrl(submission: ArtistSubmission): string | null {
  const username = authorOf(submission).username;
  return username ? `https://x.com/${username}/status/${submission.tweetId}` : null;
}

/** Spec 9 numbers: plain under 1000, abbreviated above (1.2K). */
export function formatCount(count: number): string {
  if (count < 1000) return String(count);
  return formatCompactNumber(count, 1);
}
