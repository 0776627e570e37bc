import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { BlogPage } from '../../features/editorial/components/blog-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /blogs (enableBlog): posts with the category filter. */
export function BlogsRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Blog · ${config.name}` : 'Blog'}</title>
      {config && !config.enableBlog ? <NotFoundPanel /> : <BlogPage />}
    </>
  );
}
