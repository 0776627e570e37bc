import type { StoryDetail } from '@guardians/shared/editorial';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { useStory } from '../api/get-story.ts';
import { pageTitle } from '../utils/page-title.ts';
import { BackLink } from './back-link.tsx';
import { CommunityInvite } from './community-invite.tsx';
import { LoreDetailState } from './lore-detail-state.tsx';
import { MultimediaItem } from './multimedia-item.tsx';
import { NeighbourLinks } from './neighbour-links.tsx';

type StoryDetailPageProps = { id: string; discordUrl: string | null; siteName: string | undefined };

/** /story/{id}: one chapter with its date, text and media, and the way to the others (spec 2, 3). */
export function StoryDetailPage({ id, discordUrl, siteName }: StoryDetailPageProps) {
  const story = useStory(id);
  return (
    <>
      <title>{pageTitle(story.data?.title ?? 'Story', siteName)}</title>
      <LoreDetailState query={story} what="chapter" backTo="/story" backLabel="Back to Story">
        {(data) => <StoryArticle story={data} discordUrl={discordUrl} />}
      </LoreDetailState>
    </>
  );
}

function StoryArticle({ story, discordUrl }: { story: StoryDetail; discordUrl: string | null }) {
  const [lead, ...rest] = story.text;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <BackLink to="/story" label="Back to Story" />
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Story</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{story.title}</h1>
        <time dateTime={story.date} className="text-sm text-muted">
          {formatSpecDate(story.date)}
        </time>
      </header>
      <div className="flex flex-col gap-5 text-lg leading-relaxed text-fg/90">
        {lead && (
          <p className="text-xl text-fg first-letter:float-left first-letter:mr-2 first-letter:text-6xl first-letter:leading-none first-letter:font-bold first-letter:text-gold">
            {lead}
          </p>
        )}
        {rest.map((paragraph, index) => (
          // Paragraphs are plain text in reading order and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {story.multimedia.length > 0 && (
        <section aria-label="Media" className="grid gap-4 sm:grid-cols-2">
          {story.multimedia.map((media, index) => (
            <MultimediaItem
              key={media.url}
              url={media.url}
              mime={media.mime}
              label={`${story.title}, media ${index + 1}`}
            />
          ))}
        </section>
      )}
      <NeighbourLinks basePath="/story" previous={story.previous} next={story.next} noun="chapter" />
      <CommunityInvite url={discordUrl} />
    </article>
  );
}
