import { SwapsPage } from '../../features/swaps/components/swaps-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

export function SwapsRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Swaps · ${config.name}` : 'Swaps'}</title>
      <SwapsPage />
    </>
  );
}
