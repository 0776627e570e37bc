import type { AdminRole } from '@guardians/shared/admin';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { type ConsoleSection, roleLabels } from '../utils/console-sections.ts';

type NotAllowedPanelProps = {
  section: ConsoleSection;
  roles: readonly AdminRole[];
  /** The server's own refusal, when it answered 403 (a role revoked since the page opened). */
  message?: string | undefined;
};

/** A section the caller's roles do not open: the server would answer 403, so say so plainly. */
export function NotAllowedPanel({ section, roles, message }: NotAllowedPanelProps) {
  const titleId = useId();
  const held = roles.map((role) => roleLabels[role]).join(' and ') || 'none';
  const needed = section.permissions.join(' or ');
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-4 rounded-2xl border border-koi/50 bg-card/80 p-6"
    >
      <h1 id={titleId} className="text-2xl font-bold text-fg">
        Your role does not allow this
      </h1>
      <p className="text-muted">
        {message ??
          `${section.label} needs the ${needed} permission, which your roles (${held}) do not grant. An owner can grant you a role that does.`}
      </p>
      <Link to="/admin" className={buttonClasses('outline')}>
        Back to the console
      </Link>
    </section>
  );
}
