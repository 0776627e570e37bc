import { EDITORIAL_ID } from '@guardians/shared/editorial';
import { useParams } from 'react-router';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { StoryDetailPage } from '../../features/editorial/components/story-detail-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /story/:id: one chapter; an id that cannot be a chapter is Not found without asking the API. */
export function StoryDetailRoute() {
  const { id = '' } = useParams();
  const { data: config } = useSiteConfig();
  if ((config && !config.enableStory) || !EDITORIAL_ID.test(id)) return <NotFoundPanel />;
  return (
    <StoryDetailPage key={id} id={id} siteName={config?.name} discordUrl={config?.socials.discord ?? null} />
  );
}
