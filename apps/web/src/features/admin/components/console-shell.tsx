import type { AdminStatus } from '@guardians/shared/admin';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useConsoleAccess } from '../hooks/use-console-access.ts';
import { allowedSections, type ConsoleSection, canOpen } from '../utils/console-sections.ts';
import { ConsoleDoor } from './console-door.tsx';
import { ConsoleNav } from './console-nav.tsx';
import { ConsoleSkeleton } from './console-skeleton.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';

export type ConsoleViewer = { account: string; status: AdminStatus };

type ConsoleShellProps = {
  /** The section this page is; the overview has none. Without one of its permissions the page is not shown. */
  section?: ConsoleSection;
  children: (viewer: ConsoleViewer) => ReactNode;
};

const frame = 'mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12';

/** The console's door: a sign-in prompt, "no access", or the nav and the page the caller may see. */
export function ConsoleShell({ section, children }: ConsoleShellProps) {
  const access = useConsoleAccess();
  switch (access.state) {
    case 'waiting':
      return (
        <div className={frame}>
          <ConsoleSkeleton />
        </div>
      );
    case 'connect':
    case 'sign':
      return (
        <div className={frame}>
          <ConsoleDoor
            title={access.state === 'connect' ? 'Connect your wallet' : 'Sign in to open the console'}
            action={access.action}
          >
            {access.state === 'connect'
              ? 'The console is for the people who run the community. Connect the wallet of an owner, moderator or judge to open it.'
              : 'Sign the message that proves this wallet is yours. It is free and sends no transaction.'}
          </ConsoleDoor>
        </div>
      );
    case 'error':
      return (
        <ErrorState
          title="The console could not load"
          headingLevel={1}
          onRetry={access.retry}
          retrying={access.retrying}
        />
      );
    case 'no-role':
      return (
        <div className={frame}>
          <ConsoleDoor title="You don't have access to the console">
            The console is for the community's owners, moderators and judges, and this account holds none of
            those roles. An owner can grant you one if you need it.
          </ConsoleDoor>
        </div>
      );
    case 'ready': {
      const { account, status } = access;
      const allowed = !section || canOpen(section, status.permissions);
      return (
        <div className={`${frame} flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10`}>
          <ConsoleNav sections={allowedSections(status.permissions)} />
          <div className="flex min-w-0 flex-1 flex-col gap-8">
            {allowed ? (
              children({ account, status })
            ) : (
              <NotAllowedPanel section={section} roles={status.roles} />
            )}
          </div>
        </div>
      );
    }
  }
}
