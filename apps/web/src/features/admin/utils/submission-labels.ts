import { shortenAddress } from '@guardians/shared/common';
import type { ConsoleSubmission } from '@guardians/shared/gallery';

/** The artist as X knows them ("@handle" and display name); a wallet-only upload by its address. */
export function artistOf(submission: ConsoleSubmission): { handle: string | null; name: string } {
  const user = submission.users.find((u) => u.id === submission.author_id) ?? submission.users[0];
  if (user?.username) return { handle: `@${user.username}`, name: user.name || user.username };
  const name =
    submission.accountName ?? (submission.account ? shortenAddress(submission.account) : 'Unknown artist');
  return { handle: null, name };
}
