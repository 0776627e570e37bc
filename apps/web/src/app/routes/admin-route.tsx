import { useParams } from 'react-router';
import { ConsoleOverviewPage } from '../../features/admin/components/console-overview-page.tsx';
import { ConsoleSectionPage } from '../../features/admin/components/console-section-page.tsx';
import { findSection } from '../../features/admin/utils/console-sections.ts';
import { ShieldsConsolePanel } from '../../features/shields/components/shields-console-panel.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * /admin and /admin/:section: the operator console (issue 29), one lazy route so a visitor's first
 * load carries a single entry for it. An unknown section is not found. Panels of other features
 * (the shields) are composed here, in this lazy chunk, because features never import each other.
 */
export function AdminRoute() {
  const { section: segment } = useParams();
  const { data: config } = useSiteConfig();
  const section = segment === undefined ? null : findSection(segment);
  if (section === undefined) return <NotFoundRoute />;
  const title = section ? `${section.label} · Console` : 'Console';
  return (
    <>
      <title>{config ? `${title} · ${config.name}` : title}</title>
      <meta name="robots" content="noindex" />
      {section ? (
        <ConsoleSectionPage section={section} shieldsPanel={<ShieldsConsolePanel />} />
      ) : (
        <ConsoleOverviewPage />
      )}
    </>
  );
}
