import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { QuestsLanding } from './quests/quests-landing.tsx';

export function QuestsRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      <title>{config ? `Quests · ${config.name}` : 'Quests'}</title>
      <QuestsLanding />
    </>
  );
}
