import { messages } from '@guardians/shared/common';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** A path no page serves: the server answered it with HTTP 404 (`isPagePath`). */
export function NotFoundRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Not found · ${config.name}` : 'Not found'}</title>
      <NotFoundPanel body={messages.pageNotFoundBody} />
    </>
  );
}
