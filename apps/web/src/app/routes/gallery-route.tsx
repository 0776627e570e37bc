import { useSearchParams } from 'react-router';
import { GalleryHero } from '../../features/gallery/components/gallery-hero.tsx';
import { SubmissionGallery } from '../../features/gallery/components/submission-gallery.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { type DefaultCollectionToken, defaultCollectionItemHref } from '../../lib/item-href.ts';

/** /gallery: the community's fan art; `?type=edit` asks for the admin edit view. */
export function GalleryRoute() {
  const { data: config } = useSiteConfig();
  const [params] = useSearchParams();
  // Fan art draws the site's default collection: in single mode its items live under /explore.
  const itemHref = (token: DefaultCollectionToken) => defaultCollectionItemHref(config?.mode, token);
  return (
    <>
      <title>{config ? `Fan art gallery · ${config.name}` : 'Fan art gallery'}</title>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
        <GalleryHero />
        <SubmissionGallery source="gallery" editView={params.get('type') === 'edit'} itemHref={itemHref} />
      </div>
    </>
  );
}
