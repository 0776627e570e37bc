import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { StoryPage } from '../../features/editorial/components/story-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /story (enableStory): the legend's chapters. */
export function StoryRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Story · ${config.name}` : 'Story'}</title>
      {config && !config.enableStory ? (
        <div className="pt-nav">
          <NotFoundPanel />
        </div>
      ) : (
        <StoryPage />
      )}
    </>
  );
}
