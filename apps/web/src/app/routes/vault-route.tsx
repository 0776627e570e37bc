import { VaultPage } from '../../features/vault/components/vault-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

export function VaultRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Vault · ${config.name}` : 'Vault'}</title>
      <VaultPage />
    </>
  );
}
