import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useStories } from '../api/get-stories.ts';
import { LoreCard } from './lore-card.tsx';
import { SectionHero } from './section-hero.tsx';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** /story: the chapters of the legend as cards; locked chapters wait their turn (spec 2, 4). */
export function StoryPage() {
  const stories = useStories();
  return (
    <>
      <SectionHero
        underNavbar
        eyebrow="Story"
        title="The legend of the Guardians"
        lead="How a koi climbed the Great Waterfall and rose as a dragon, how its empress came to rule, and why five Guardians keep her world. New chapters open as the community writes the legend."
      />
      <section aria-label="Chapters" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {stories.isPending ? (
          <div role="status" aria-label="Loading the chapters" className={grid}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="aspect-[4/3] rounded-2xl sm:aspect-[4/5]" />
            ))}
          </div>
        ) : stories.isError ? (
          <ErrorState
            title="The story could not load"
            onRetry={() => void stories.refetch()}
            retrying={stories.isRefetching}
          />
        ) : stories.data.length === 0 ? (
          <p className="rounded-2xl border border-card-border bg-card/80 p-10 text-center text-muted">
            The first chapter is still being written.
          </p>
        ) : (
          <ul className={grid}>
            {stories.data.map((story, index) => (
              <li key={story.id}>
                <LoreCard entry={story} basePath="/story" label={`Chapter ${index + 1}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
