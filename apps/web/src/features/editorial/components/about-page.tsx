import { BLOG_MAX_PAGE_SIZE } from '@guardians/shared/editorial';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePostList } from '../api/get-posts.ts';
import { groupByCategory } from '../utils/group-by-category.ts';
import { postHref } from '../utils/post-kinds.ts';
import { ArrowRightIcon } from './editorial-icons.tsx';
import { SectionHero } from './section-hero.tsx';

const sectionId = (category: string) => `about-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** /about: the about entries as sections by category, with a contents list to jump between them. */
export function AboutPage() {
  // An about section has a few entries: the largest page the API serves holds them all.
  const entries = usePostList('abouts', { offset: 0, limit: BLOG_MAX_PAGE_SIZE, category: null });
  const groups = groupByCategory(entries.data?.items ?? []);

  return (
    <>
      <SectionHero
        underNavbar
        eyebrow="About"
        title="About the Guardians"
        lead="Who we are, what the collection is, how the community runs and where the journey goes next."
      />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {entries.isPending ? (
          <div role="status" aria-label="Loading the about entries" className="flex flex-col gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : entries.isError ? (
          <ErrorState
            title="The about page could not load"
            onRetry={() => void entries.refetch()}
            retrying={entries.isRefetching}
          />
        ) : groups.length === 0 ? (
          <p className="rounded-2xl border border-card-border bg-card/80 p-10 text-center text-muted">
            Nothing here yet.
          </p>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
            <nav
              aria-label="On this page"
              className="lg:sticky lg:top-[calc(var(--nav-height)+1.5rem)] lg:self-start"
            >
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {groups.map(({ category }) => (
                  <li key={category}>
                    <a
                      href={`#${sectionId(category)}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-card-border px-4 text-sm font-semibold text-fg hover:border-gold/70 lg:w-full lg:rounded-xl lg:border-transparent lg:hover:bg-card"
                    >
                      {category}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex flex-col gap-12">
              {groups.map(({ category, entries: grouped }) => (
                <section
                  key={category}
                  id={sectionId(category)}
                  aria-labelledby={`${sectionId(category)}-title`}
                  className="flex scroll-mt-28 flex-col gap-4"
                >
                  <h2
                    id={`${sectionId(category)}-title`}
                    className="text-sm font-semibold tracking-[0.3em] text-koi uppercase"
                  >
                    {category}
                  </h2>
                  <ul className="grid gap-4 md:grid-cols-2">
                    {grouped.map((entry) => (
                      <li key={entry._id}>
                        <Link
                          to={postHref('abouts', entry.slug)}
                          aria-labelledby={`about-entry-${entry._id}`}
                          className="group flex h-full flex-col gap-3 rounded-2xl border border-card-border bg-card/80 p-6 transition-colors hover:border-gold/70"
                        >
                          <h3 id={`about-entry-${entry._id}`} className="text-2xl font-bold text-fg">
                            {entry.title}
                          </h3>
                          <p className="text-muted">{entry.excerpt}</p>
                          <span className="mt-auto inline-flex items-center gap-2 pt-2 text-sm font-semibold text-gold">
                            Read more
                            <ArrowRightIcon className="size-4 transition-transform motion-safe:group-hover:translate-x-1" />
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
