import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '../../features/editorial/components/unsubscribe-panel.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** /newsletter/unsubscribe?token=: the link at the foot of every newsletter. */
export function NewsletterUnsubscribeRoute() {
  const { data: config } = useSiteConfig();
  const [params] = useSearchParams();
  return (
    <>
      <title>{config ? `Unsubscribe · ${config.name}` : 'Unsubscribe'}</title>
      <div className="px-4">
        <UnsubscribePanel token={params.get('token')} />
      </div>
    </>
  );
}
