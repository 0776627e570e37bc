import { type SocialProvider, socialProviderLabels } from '@guardians/shared/social';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { useStartLink } from '../hooks/use-start-link.ts';
import { ProviderIcon } from './provider-icon.tsx';

/** 'Connect X' / 'Connect Discord' for the owner of the page. */
export function ConnectSocialButton({ provider }: { provider: SocialProvider }) {
  const startLink = useStartLink();
  const [busy, setBusy] = useState(false);

  usePageRestored(() => setBusy(false));

  async function onClick() {
    setBusy(true);
    try {
      // True means the browser is leaving for the provider: stay busy until the page unloads.
      if (await startLink(provider)) return;
    } catch (error) {
      console.warn('Linking did not start', error);
    }
    setBusy(false);
  }

  return (
    <Button variant="outline" aria-busy={busy} disabled={busy} onClick={() => void onClick()}>
      <ProviderIcon provider={provider} className="size-4 text-gold" />
      Connect {socialProviderLabels[provider]}
    </Button>
  );
}
