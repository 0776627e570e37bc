import { useParams } from 'react-router';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { PostPage } from '../../features/editorial/components/post-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /about/:id: one about entry, by its slug (or number). */
export function AboutEntryRoute() {
  const { id = '' } = useParams();
  const { data: config } = useSiteConfig();
  if (config && !config.enableAbout) return <NotFoundPanel />;
  return <PostPage key={id} kind="abouts" postRef={id} siteName={config?.name} />;
}
