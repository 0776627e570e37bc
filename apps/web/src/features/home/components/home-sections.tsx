import type { SiteConfig } from '@guardians/shared/site-config';
import { CollectionSection } from './collection-section.tsx';
import { FanArtSection } from './fan-art-section.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { OdysseySection } from './odyssey-section.tsx';
import { QuestsSection } from './quests-section.tsx';

/**
 * Everything below the hero, in its own lazily loaded chunk so the hero (the LCP) never waits for
 * it. Each section fetches on its own and shows its own skeleton; switched-off features are left out.
 */
export function HomeSections({ config }: { config: SiteConfig }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-24 px-4 pt-8 pb-24 sm:gap-32 sm:px-6">
      <CollectionSection mode={config.mode} />
      {config.enableGallery && <FanArtSection />}
      {config.enableQuests && <QuestsSection />}
      {config.enableOdyssey && <OdysseySection />}
      <NewsletterSection />
    </div>
  );
}
