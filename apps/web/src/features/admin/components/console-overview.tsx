import { Link } from 'react-router';
import { Person } from '../../../components/ui/person.tsx';
import { allowedSections, roleLabels, roleSummaries, sectionPath } from '../utils/console-sections.ts';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';

const card = 'rounded-2xl border border-card-border bg-card/80 p-5';

/** /admin: who the caller is in the console, and the sections their roles open. */
export function ConsoleOverview({ viewer }: { viewer: ConsoleViewer }) {
  const { roles, permissions } = viewer.status;
  const sections = allowedSections(permissions);
  return (
    <>
      <ConsoleHeader title="Console">
        Run the community from here. Every change is checked against your roles and written to the audit log.
      </ConsoleHeader>

      <section aria-labelledby="console-you" className={`${card} flex flex-col gap-4`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="console-you" className="text-lg font-bold text-fg">
            Signed in as
          </h2>
          <Person account={viewer.account} />
        </div>
        <ul aria-label="Your roles" className="flex flex-col gap-3">
          {roles.map((role) => (
            <li key={role} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
              <span className="w-fit rounded-full bg-gold/15 px-3 py-1 text-sm font-semibold text-gold">
                {roleLabels[role]}
              </span>
              <span className="text-sm text-muted">{roleSummaries[role]}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="console-sections" className="flex flex-col gap-4">
        <h2 id="console-sections" className="text-xl font-bold text-fg">
          Your sections
        </h2>
        {sections.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={sectionPath(section.id)}
                  className={`${card} flex h-full flex-col gap-2 transition-colors hover:border-gold/60 hover:bg-card`}
                >
                  <span className="text-lg font-bold text-gold">{section.label}</span>
                  <span className="text-sm text-muted">{section.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={`${card} text-muted`}>
            No section of the console is open to your role yet: review tools for moderators and judges arrive
            here as they are built.
          </p>
        )}
      </section>
    </>
  );
}
