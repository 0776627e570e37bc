import { useParams } from 'react-router';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { PostPage } from '../../features/editorial/components/post-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /blogs/:id: one post, by its slug (or number). */
export function BlogPostRoute() {
  const { id = '' } = useParams();
  const { data: config } = useSiteConfig();
  if (config && !config.enableBlog) return <NotFoundPanel />;
  return <PostPage key={id} kind="blogs" postRef={id} siteName={config?.name} />;
}
