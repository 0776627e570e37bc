import type { OdysseyDetail } from '@guardians/shared/editorial';
import { useOdysseyItem } from '../api/get-odyssey-item.ts';
import { pageTitle } from '../utils/page-title.ts';
import { BackLink } from './back-link.tsx';
import { CommunityInvite } from './community-invite.tsx';
import { EditorialImage } from './editorial-image.tsx';
import { LoreDetailState } from './lore-detail-state.tsx';
import { NeighbourLinks } from './neighbour-links.tsx';
import { OdysseyStageBody } from './odyssey-stage-body.tsx';

type OdysseyDetailPageProps = { id: string; discordUrl: string | null; siteName: string | undefined };

/** /odyssey/{id}: one stage in full, with the way to the others and the community chat (spec 2). */
export function OdysseyDetailPage({ id, discordUrl, siteName }: OdysseyDetailPageProps) {
  const stage = useOdysseyItem(id);
  return (
    <>
      <title>{pageTitle(stage.data?.title ?? 'Odyssey', siteName)}</title>
      <LoreDetailState query={stage} what="stage" backTo="/odyssey" backLabel="Back to the Odyssey">
        {(data) => <OdysseyArticle stage={data} discordUrl={discordUrl} />}
      </LoreDetailState>
    </>
  );
}

function OdysseyArticle({ stage, discordUrl }: { stage: OdysseyDetail; discordUrl: string | null }) {
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <BackLink to="/odyssey" label="Back to the Odyssey" />
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Odyssey</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{stage.title}</h1>
        <p className="max-w-2xl text-lg text-muted">{stage.description}</p>
      </header>
      <div className="overflow-hidden rounded-3xl border border-card-border bg-night">
        <EditorialImage
          src={stage.image}
          mobileSrc={stage.imageMobile}
          alt={stage.title}
          eager
          className="aspect-[4/5] w-full sm:aspect-[21/9]"
        />
      </div>
      <OdysseyStageBody stage={stage} />
      <NeighbourLinks basePath="/odyssey" previous={stage.previous} next={stage.next} noun="stage" />
      <CommunityInvite url={discordUrl} />
    </article>
  );
}
