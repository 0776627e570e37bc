import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import {
  GuardianDetail,
  GuardianDetailSkeleton,
} from '../../features/community/components/guardian-detail.tsx';
import { parseGuardianId } from '../../features/community/utils/guardian-links.ts';
import { useGuardian } from '../../lib/api/get-guardian.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { ApiError } from '../../lib/api-client.ts';

/** /guardians/{id}: one Guardian and the collection's pieces of them; 'Not found' for an unknown id. */
export function GuardianRoute() {
  const { id } = useParams();
  const guardianId = parseGuardianId(id);
  const site = useSiteConfig();
  const guardian = useGuardian(guardianId);
  const siteName = site.data?.name;

  const unknown =
    guardianId === null || (guardian.error instanceof ApiError && guardian.error.status === 404);
  if (unknown) {
    return (
      <>
        <title>{siteName ? `Not found · ${siteName}` : 'Not found'}</title>
        <NotFoundPanel />
      </>
    );
  }
  const failed = guardian.isError ? guardian : site.isError ? site : null;
  if (failed) {
    return (
      <ErrorState
        headingLevel={1}
        title="This Guardian could not load"
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  if (!guardian.data || !site.data) return <GuardianDetailSkeleton />;
  return (
    <>
      <title>{`${guardian.data.name}, ${guardian.data.title} · ${site.data.name}`}</title>
      <GuardianDetail guardian={guardian.data} mode={site.data.mode} />
    </>
  );
}
