import { EDITORIAL_ID } from '@guardians/shared/editorial';
import { useParams } from 'react-router';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { OdysseyDetailPage } from '../../features/editorial/components/odyssey-detail-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /odyssey/:id: one stage; an id that cannot be a stage is Not found without asking the API. */
export function OdysseyDetailRoute() {
  const { id = '' } = useParams();
  const { data: config } = useSiteConfig();
  if ((config && !config.enableOdyssey) || !EDITORIAL_ID.test(id)) return <NotFoundPanel />;
  return (
    <OdysseyDetailPage
      key={id}
      id={id}
      siteName={config?.name}
      discordUrl={config?.socials.discord ?? null}
    />
  );
}
