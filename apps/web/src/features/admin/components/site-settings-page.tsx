import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { sectionById } from '../utils/console-sections.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { SiteSettingsForm } from './site-settings-form.tsx';

/** /admin/site: the configuration every visitor's pages are built from. */
export function SiteSettingsPage({ viewer }: { viewer: ConsoleViewer }) {
  const settings = useSiteSettings();
  const refusal = refusalOf(settings.error);
  if (refusal)
    return <NotAllowedPanel section={sectionById.site} roles={viewer.status.roles} message={refusal} />;
  return (
    <>
      <ConsoleHeader title="Site settings">
        The name, look and navbar of the whole site. A save is live for every visitor at once, open pages
        included.
      </ConsoleHeader>
      {settings.data ? (
        <SiteSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorState
          title="The site settings could not load"
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <div
          role="status"
          aria-label="Loading the site settings"
          className="grid gap-6 xl:grid-cols-[1fr_20rem]"
        >
          <div className="flex flex-col gap-6">
            <Skeleton className="h-80 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      )}
    </>
  );
}
