import { useParams } from 'react-router';
import { ConsoleOverviewPage } from '../../features/admin/components/console-overview-page.tsx';
import { ConsoleSectionPage } from '../../features/admin/components/console-section-page.tsx';
import { findSection } from '../../features/admin/utils/console-sections.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * /admin and /admin/:section: the operator console (issue 29), one lazy route so a visitor's first
 * load carries a single entry for it. An unknown section is not found.
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
      {section ? <ConsoleSectionPage section={section} /> : <ConsoleOverviewPage />}
    </>
  );
}
