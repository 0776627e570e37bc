import { BetaTesterPanel } from '../../features/beta-tester/components/beta-tester-panel.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

export function BetaTesterRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Beta testing · ${config.name}` : 'Beta testing'}</title>
      <BetaTesterPanel />
    </>
  );
}
