import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBlogCategories } from '../api/get-categories.ts';
import { usePostPages } from '../api/get-posts.ts';
import { readCategory, withCategory } from '../utils/blog-query.ts';
import { CategoryFilter } from './category-filter.tsx';
import { PostCard } from './post-card.tsx';
import { SectionHero } from './section-hero.tsx';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** /blogs: news from the world, filtered by `?category=` (spec 2), nine at a time. */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const category = readCategory(params);
  const categories = useBlogCategories();
  const posts = usePostPages('blogs', category);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const total = posts.data?.pages.at(-1)?.total ?? 0;
  const select = (next: string | null) => setParams(withCategory(params, next), { preventScrollReset: true });

  return (
    <>
      <SectionHero
        eyebrow="Blog"
        title="News from the Guardians' world"
        lead="Contest results, new chapters of the lore, artist spotlights and what the community builds next."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pb-16 sm:px-6">
        {categories.isError ? (
          <SectionError
            what="categories"
            onRetry={() => void categories.refetch()}
            retrying={categories.isRefetching}
          />
        ) : (
          <CategoryFilter
            categories={categories.data}
            loading={categories.isPending}
            selected={category}
            onSelect={select}
          />
        )}
        <section aria-label={category ? `Posts in ${category}` : 'All posts'} aria-busy={posts.isFetching}>
          {posts.isPending ? (
            <div role="status" aria-label="Loading the posts" className={grid}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-96 rounded-2xl" />
              ))}
            </div>
          ) : posts.isError ? (
            <ErrorState
              title="The posts could not load"
              onRetry={() => void posts.refetch()}
              retrying={posts.isRefetching}
            />
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-2xl border border-card-border bg-card/80 p-10 text-center">
              <p className="text-muted">
                {category
                  ? `No posts in ${category} yet.`
                  : 'No posts yet. The first stories are on their way.'}
              </p>
              {category && (
                <Button variant="outline" onClick={() => select(null)}>
                  Show all posts
                </Button>
              )}
            </div>
          ) : (
            <div className="flex flex-col gap-8">
              <p className="text-sm text-muted" aria-live="polite">
                {`Showing ${items.length} of ${total} ${total === 1 ? 'post' : 'posts'}`}
                {category ? ` in ${category}` : ''}
              </p>
              <ul className={grid}>
                {items.map((post) => (
                  <li key={post._id}>
                    <PostCard post={post} kind="blogs" />
                  </li>
                ))}
              </ul>
              {posts.hasNextPage && (
                <Button
                  variant="outline"
                  className="self-center px-8"
                  aria-busy={posts.isFetchingNextPage}
                  disabled={posts.isFetchingNextPage}
                  onClick={() => void posts.fetchNextPage()}
                >
                  {posts.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              )}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
