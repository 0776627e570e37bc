import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

export function NotFoundRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Not found · ${config.name}` : 'Not found'}</title>
      <NotFoundPanel />
    </>
  );
}
