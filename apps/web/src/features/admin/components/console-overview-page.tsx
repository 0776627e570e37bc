import { ConsoleOverview } from './console-overview.tsx';
import { ConsoleShell } from './console-shell.tsx';

/** /admin: the overview inside the console's shell. */
export function ConsoleOverviewPage() {
  return <ConsoleShell>{(viewer) => <ConsoleOverview viewer={viewer} />}</ConsoleShell>;
}
