import type { RoleGrant } from '@guardians/shared/admin';
import { Person } from '../../../components/ui/person.tsx';
import { formatDay } from '../../../lib/format-date.ts';

/** Where a role comes from: the server's ADMIN_ACCOUNTS, or who granted it in the console and when. */
export function RoleSource({ grant }: { grant: RoleGrant }) {
  if (grant.source === 'environment') {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-white/10 px-2 py-0.5 font-mono text-xs text-fg">ADMIN_ACCOUNTS</span>
        <span className="text-muted">set in the server's environment</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
      <span>Granted by</span>
      {grant.grantedBy ? <Person account={grant.grantedBy} avatar={false} /> : <span>the console</span>}
      {grant.grantedAt && (
        <span>
          on <time dateTime={grant.grantedAt}>{formatDay(grant.grantedAt)}</time>
        </span>
      )}
    </span>
  );
}
