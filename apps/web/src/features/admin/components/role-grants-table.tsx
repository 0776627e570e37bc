import type { RoleGrant } from '@guardians/shared/admin';
import { shortenAddress } from '@guardians/shared/common';
import { Button } from '../../../components/ui/button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { roleLabels } from '../utils/console-sections.ts';
import { RoleSource } from './role-source.tsx';

const cell = 'px-3 py-3 align-middle sm:px-4';
const wide = 'hidden md:table-cell';

function RoleBadge({ grant }: { grant: RoleGrant }) {
  return (
    <span className="inline-block rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-gold">
      {roleLabels[grant.role]}
    </span>
  );
}

type RoleGrantsTableProps = {
  grants: readonly RoleGrant[];
  onRevoke: (grant: RoleGrant) => void;
};

/**
 * Every role held. Phones keep two columns (the person with role and source under the name, and
 * the action); the role and the source get their own columns from 768 px.
 */
export function RoleGrantsTable({ grants, onRevoke }: RoleGrantsTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-card-border bg-card/70">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Roles held</caption>
        <thead className="text-xs tracking-wider text-muted uppercase">
          <tr className="border-b border-card-border">
            <th scope="col" className={`font-semibold ${cell}`}>
              Person
            </th>
            <th scope="col" className={`font-semibold ${cell} ${wide}`}>
              Role
            </th>
            <th scope="col" className={`font-semibold ${cell} ${wide}`}>
              Source
            </th>
            <th scope="col" className={`font-semibold ${cell} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {grants.map((grant) => (
            <tr
              key={`${grant.account}:${grant.role}`}
              data-testid="role-grant"
              className="border-b border-card-border/60 last:border-b-0"
            >
              <th scope="row" className={`font-semibold text-fg ${cell}`}>
                <div className="flex flex-col items-start gap-1.5">
                  <Person account={grant.account} />
                  <div className="flex flex-col items-start gap-1 text-xs font-normal md:hidden">
                    <RoleBadge grant={grant} />
                    <RoleSource grant={grant} />
                  </div>
                </div>
              </th>
              <td className={`${cell} ${wide}`}>
                <RoleBadge grant={grant} />
              </td>
              <td className={`${cell} ${wide}`}>
                <RoleSource grant={grant} />
              </td>
              <td className={`${cell} text-right`}>
                {grant.source === 'console' ? (
                  <Button variant="outline" onClick={() => onRevoke(grant)}>
                    Revoke
                    <span className="sr-only">{` the ${grant.role} role of ${grant.name ?? shortenAddress(grant.account)}`}</span>
                  </Button>
                ) : (
                  <span className="inline-block max-w-40 text-xs text-muted">
                    Remove it from ADMIN_ACCOUNTS and restart to revoke
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
