import { GuardiansPage } from '../../features/community/components/guardians-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /guardians: the five Guardians of the lore. */
export function GuardiansRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Guardians · ${config.name}` : 'Guardians'}</title>
      <GuardiansPage />
    </>
  );
}
