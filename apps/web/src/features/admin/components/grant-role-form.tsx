import { ADMIN_ROLES, type AdminRole, type RoleGrant } from '@guardians/shared/admin';
import { isAddress } from '@guardians/shared/common';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGrantRole } from '../api/change-role.ts';
import { roleLabels, roleSummaries } from '../utils/console-sections.ts';
import { FormPanel } from './form-panel.tsx';

const selectClasses =
  'min-h-11 w-full rounded-xl border border-card-border bg-night/60 px-4 py-2.5 text-base text-fg ' +
  'transition-colors hover:border-gold/50 focus-visible:border-gold';

/** Grants a role to a wallet; the list below refreshes with the new grant. */
export function GrantRoleForm({ grants }: { grants: readonly RoleGrant[] | undefined }) {
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<AdminRole>('moderator');
  const [error, setError] = useState<string | null>(null);
  const grant = useGrantRole();
  const roleId = useId();
  const roleHintId = `${roleId}-hint`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const account = address.trim().toLowerCase();
    if (!isAddress(account)) {
      setError('Enter a wallet address: 0x followed by 40 hexadecimal characters.');
      return;
    }
    if (grants?.some((held) => held.account === account && held.role === role)) {
      setError(`This account already holds the ${roleLabels[role].toLowerCase()} role.`);
      return;
    }
    setError(null);
    grant.mutate(
      { account, role },
      {
        onSuccess: (granted) => {
          // The table below shows whom, as a person; the toast names them only when they have a name.
          toast.success(
            `${roleLabels[granted.role]} role granted${granted.name ? ` to ${granted.name}` : ''}`,
          );
          setAddress('');
        },
        // The server's own words (a 403 when the caller lost roles:grant meanwhile, say).
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? failure.message : 'The role could not be granted. Try again.',
          ),
      },
    );
  }

  return (
    <FormPanel
      title="Grant a role"
      description="The role takes effect at once, on the person's next request."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-start"
      >
        <TextField
          label="Wallet address"
          value={address}
          placeholder="0x…"
          autoComplete="off"
          maxLength={42}
          onChange={(value) => {
            setAddress(value);
            setError(null);
          }}
          error={error}
          reserveNote
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={roleId} className="text-sm font-semibold text-fg">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            aria-describedby={roleHintId}
            onChange={(event) =>
              setRole(ADMIN_ROLES.find((value) => value === event.target.value) ?? 'moderator')
            }
            className={selectClasses}
          >
            {ADMIN_ROLES.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="md:mt-[26px]" disabled={grant.isPending} aria-busy={grant.isPending}>
          {grant.isPending ? 'Granting…' : 'Grant role'}
        </Button>
      </form>
      <p id={roleHintId} className="-mt-2 text-sm text-muted">
        <span className="font-semibold text-fg">{roleLabels[role]}:</span> {roleSummaries[role]}
      </p>
    </FormPanel>
  );
}
