import { useSearchParams } from 'react-router';
import { ConfirmPanel } from '../../features/editorial/components/confirm-panel.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /newsletter/confirm?token=: the link in the sign-up's confirmation mail (double opt-in). */
export function NewsletterConfirmRoute() {
  const { data: config } = useSiteConfig();
  const [params] = useSearchParams();
  return (
    <>
      <title>{config ? `Confirm subscription · ${config.name}` : 'Confirm subscription'}</title>
      <div className="px-4">
        <ConfirmPanel token={params.get('token')} />
      </div>
    </>
  );
}
