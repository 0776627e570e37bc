import type { RoleGrant } from '@guardians/shared/admin';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useRoleGrants } from '../api/get-role-grants.ts';
import { sectionById } from '../utils/console-sections.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { GrantRoleForm } from './grant-role-form.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { RevokeRoleDialog } from './revoke-role-dialog.tsx';
import { RoleGrantsTable } from './role-grants-table.tsx';

/** /admin/roles: who runs the community, granting and revoking their roles. */
export function RolesPage({ viewer }: { viewer: ConsoleViewer }) {
  const grants = useRoleGrants();
  const [revoking, setRevoking] = useState<RoleGrant | null>(null);
  const refusal = refusalOf(grants.error);
  if (refusal)
    return <NotAllowedPanel section={sectionById.roles} roles={viewer.status.roles} message={refusal} />;

  return (
    <>
      <ConsoleHeader title="Roles">
        Owners may do everything; moderators review quests and submissions and edit content; judges review
        contest submissions.
      </ConsoleHeader>
      <GrantRoleForm grants={grants.data} />
      <section aria-labelledby="roles-held" className="flex flex-col gap-4">
        <h2 id="roles-held" className="text-xl font-bold text-fg">
          Who holds a role
        </h2>
        {grants.data ? (
          grants.data.length > 0 ? (
            <RoleGrantsTable grants={grants.data} onRevoke={setRevoking} />
          ) : (
            <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted">
              Nobody holds a role yet. Grant one above.
            </p>
          )
        ) : grants.isError ? (
          <ErrorState
            title="The roles could not load"
            onRetry={() => void grants.refetch()}
            retrying={grants.isFetching}
          />
        ) : (
          <TableSkeleton label="Loading the roles" rows={3} />
        )}
      </section>
      <RevokeRoleDialog grant={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
