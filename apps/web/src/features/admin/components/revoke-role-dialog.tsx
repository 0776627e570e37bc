import type { RoleGrant } from '@guardians/shared/admin';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevokeRole } from '../api/change-role.ts';
import { roleLabels } from '../utils/console-sections.ts';

type RevokeRoleDialogProps = { grant: RoleGrant | null; onClose: () => void };

/**
 * Asks before revoking; the server may still refuse (the last owner, an ADMIN_ACCOUNTS owner, a
 * role already gone), and then its message is shown here and the dialog stays open.
 */
export function RevokeRoleDialog({ grant, onClose }: RevokeRoleDialogProps) {
  const titleId = useId();
  const revoke = useRevokeRole();
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setRefusal(null);
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!grant) return;
    setRefusal(null);
    revoke.mutate(
      { account: grant.account, role: grant.role },
      {
        onSuccess: () => {
          toast.success(`${roleLabels[grant.role]} role revoked`);
          close();
        },
        onError: (error) =>
          setRefusal(error instanceof ApiError ? error.message : 'The role could not be revoked. Try again.'),
      },
    );
  }

  return (
    <Modal
      open={grant !== null}
      onClose={close}
      labelledBy={titleId}
      className="flex w-full max-w-md flex-col gap-4 rounded-t-2xl border p-6 sm:rounded-2xl"
    >
      {grant && (
        <>
          <h2 id={titleId} className="text-xl font-bold text-fg">
            {`Revoke the ${grant.role} role?`}
          </h2>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
            <Person account={grant.account} link={false} avatarClassName="size-5 text-[8px]" />
            <span>{`loses what a ${grant.role} may do on their next request. You can grant it again later.`}</span>
          </p>
          {refusal && (
            <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={revoke.isPending} aria-busy={revoke.isPending}>
              {revoke.isPending ? 'Revoking…' : 'Revoke role'}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
