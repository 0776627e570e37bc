import { ArenaHero } from '../../features/contest/components/arena-hero.tsx';
import { ClaimGrid } from '../../features/contest/components/claim-grid.tsx';
import { ContestFaq } from '../../features/contest/components/contest-faq.tsx';
import { ContestStages } from '../../features/contest/components/contest-stages.tsx';
import { MyClaimPanel } from '../../features/contest/components/my-claim-panel.tsx';
import { SubmitArtForm } from '../../features/contest/components/submit-art-form.tsx';
import { SubmissionGallery } from '../../features/gallery/components/submission-gallery.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { type DefaultCollectionToken, defaultCollectionItemHref } from '../../lib/item-href.ts';

/**
 * /nftarena, the fan-art contest: the arena and its stages, my claim, the Guardians to claim, the
 * submission form, the FAQ, and the entries with their votes. The entries scroll on without end,
 * so they come last: anything under them could never be reached.
 */
export function NftArenaRoute() {
  const { data: config } = useSiteConfig();
  // Pieces and entries are Guardians of the default collection: in single mode under /explore.
  const itemHref = (token: DefaultCollectionToken) => defaultCollectionItemHref(config?.mode, token);
  return (
    <>
      <title>{config ? `NFT Arena · ${config.name}` : 'NFT Arena'}</title>
      <ArenaHero />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 pb-16 sm:px-6">
        <ContestStages />
        <MyClaimPanel />
        <ClaimGrid itemHref={(piece) => itemHref({ tokenAddress: piece.tokenAddress, tokenId: piece.id })} />
        <SubmitArtForm />
        <ContestFaq />
        <section aria-labelledby="entries-title" className="flex flex-col gap-5">
          <div>
            <h2 id="entries-title" className="text-2xl font-bold text-fg sm:text-3xl">
              Contest entries
            </h2>
            <p className="mt-1 max-w-2xl text-muted">
              Every submission of this contest. Give a Love to the ones you would crown: community votes help
              the judges decide.
            </p>
          </div>
          <SubmissionGallery source="contest" itemHref={itemHref} />
        </section>
      </div>
    </>
  );
}
