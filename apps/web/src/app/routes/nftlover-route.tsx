import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { OwnersPage } from '../../features/community/components/owners-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { PageSkeleton } from '../layout/page-skeleton.tsx';

/** /nftlover (enableOwners): the collectors ranked by Guardians held. */
export function NftLoverRoute() {
  const site = useSiteConfig();
  const config = site.data;
  if (!config) {
    return site.isError ? (
      <div className="pt-nav">
        <ErrorState
          headingLevel={1}
          title="This page could not load"
          onRetry={() => void site.refetch()}
          retrying={site.isFetching}
        />
      </div>
    ) : (
      <PageSkeleton />
    );
  }
  // The navbar is transparent and fixed here (spec 2): the panel starts below it.
  if (!config.enableOwners) {
    return (
      <div className="pt-nav">
        <title>{`Not found · ${config.name}`}</title>
        <NotFoundPanel />
      </div>
    );
  }
  return (
    <>
      <title>{`NFT Lovers · ${config.name}`}</title>
      <OwnersPage />
    </>
  );
}
