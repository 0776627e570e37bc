import { useSiteConfig } from '../../features/site-config/api/get-site-config.ts';
import { SwapsPage } from '../../features/swaps/components/swaps-page.tsx';

export function SwapsRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Swaps · ${config.name}` : 'Swaps'}</title>
      <SwapsPage />
    </>
  );
}
