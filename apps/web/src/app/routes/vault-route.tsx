import { useSiteConfig } from '../../features/site-config/api/get-site-config.ts';
import { VaultPage } from '../../features/vault/components/vault-page.tsx';

export function VaultRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Vault · ${config.name}` : 'Vault'}</title>
      <VaultPage />
    </>
  );
}
