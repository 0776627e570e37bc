import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { AboutPage } from '../../features/editorial/components/about-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /about (enableAbout): the about entries. */
export function AboutRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `About · ${config.name}` : 'About'}</title>
      {config && !config.enableAbout ? (
        <div className="pt-nav">
          <NotFoundPanel />
        </div>
      ) : (
        <AboutPage />
      )}
    </>
  );
}
