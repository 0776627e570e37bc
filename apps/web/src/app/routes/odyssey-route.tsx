import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { OdysseyPage } from '../../features/editorial/components/odyssey-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /odyssey (enableOdyssey): the journey's stages. */
export function OdysseyRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Odyssey · ${config.name}` : 'Odyssey'}</title>
      {config && !config.enableOdyssey ? (
        <div className="pt-nav">
          <NotFoundPanel />
        </div>
      ) : (
        <OdysseyPage />
      )}
    </>
  );
}
