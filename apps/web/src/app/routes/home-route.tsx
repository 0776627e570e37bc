import { lazy, Suspense } from 'react';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HomeSectionsFallback } from '../../features/home/components/home-sections-fallback.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

// Below the fold: its own chunk, fetched after the hero has what it needs to paint.
const HomeSections = lazy(async () => ({
  default: (await import('../../features/home/components/home-sections.tsx')).HomeSections,
}));

export function HomeRoute() {
  const { data: config } = useSiteConfig();
  return (
    <>
      {config && <title>{config.name}</title>}
      <HomeHero siteName={config?.name} discordUrl={config?.socials.discord ?? null} />
      {config ? (
        <Suspense fallback={<HomeSectionsFallback />}>
          <HomeSections config={config} />
        </Suspense>
      ) : (
        <HomeSectionsFallback />
      )}
    </>
  );
}
