import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { useSiteConfig } from '../../features/site-config/api/get-site-config.ts';

export function HomeRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      {config && <title>{config.name}</title>}
      <HomeHero siteName={config?.name} discordUrl={config?.socials.discord ?? null} />
    </>
  );
}
