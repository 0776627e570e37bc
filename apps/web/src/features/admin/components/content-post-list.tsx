import { CONSOLE_CONTENT_PAGE_SIZE, type ConsolePostSummary } from '@guardians/shared/editorial';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { type ContentPostKind, useContentPosts } from '../api/content-posts.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';
import { refusalOf } from '../utils/refusal.ts';
import { TableSkeleton } from './console-skeleton.tsx';
import { ContentOriginBadge } from './content-origin-badge.tsx';
import type { EditTarget } from './content-posts-panel.tsx';
import { ContentPostsToolbar } from './content-posts-toolbar.tsx';
import { RefusalNotice } from './content-refusal.tsx';

const FILTERS = { status: ['all', 'published', 'draft'], sort: ['newest', 'oldest', 'title'] } as const;

/** The kind's words: the blog has posts, About has entries. */
export const postNouns: Record<ContentPostKind, { one: string; many: string }> = {
  blogs: { one: 'post', many: 'posts' },
  abouts: { one: 'entry', many: 'entries' },
};

function PostRow({ post, onEdit }: { post: ConsolePostSummary; onEdit: () => void }) {
  return (
    <li
      data-testid="content-post"
      className="flex flex-col gap-3 rounded-2xl border border-card-border bg-card/70 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-fg">{post.title}</h3>
          {post.draft && <StatusBadge tone="koi">Draft</StatusBadge>}
          <ContentOriginBadge origin={post.origin} />
        </div>
        <p className="text-sm text-muted">
          {post.category} · by {post.author} ·{' '}
          {post.draft ? (
            <>Updated {formatSpecDate(post.updatedAt)}</>
          ) : (
            <>Published {formatSpecDate(post.publishedAt)}</>
          )}
        </p>
        <p className="truncate font-mono text-xs text-muted">{post.slug}</p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={onEdit} aria-label={`Edit ${post.title}`}>
        Edit
      </Button>
    </li>
  );
}

/** A page of posts with search, status and order in the URL, and the way to a new one. */
export function ContentPostList({
  kind,
  onEdit,
}: {
  kind: ContentPostKind;
  onEdit: (target: EditTarget) => void;
}) {
  const { q, offset, filters, update, setSearch, setOffset } = useListParams(
    FILTERS,
    CONSOLE_CONTENT_PAGE_SIZE,
  );
  const [search, setSearchText] = useSearchBox(q, setSearch);
  const posts = useContentPosts(kind, { ...filters, q, offset });
  const refusal = refusalOf(posts.error);
  const noun = postNouns[kind];
  const total = posts.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <ContentPostsToolbar
        kind={kind}
        search={search}
        onSearch={setSearchText}
        status={filters.status}
        sort={filters.sort}
        onFilter={(patch) => update(patch)}
        onNew={() => onEdit('new')}
      />
      {refusal ? (
        <RefusalNotice message={refusal} />
      ) : posts.data ? (
        posts.data.items.length > 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? `1 ${noun.one}` : `${formatCompactNumber(total)} ${noun.many}`}
              {q ? ` matching “${q}”` : ''}
            </p>
            <ul
              aria-label={kind === 'blogs' ? 'Blog posts' : 'About entries'}
              aria-busy={posts.isPlaceholderData}
              className={`flex flex-col gap-3 transition-opacity ${posts.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {posts.data.items.map((post) => (
                <PostRow key={post._id} post={post} onEdit={() => onEdit(post._id)} />
              ))}
            </ul>
            <Pager
              offset={offset}
              limit={CONSOLE_CONTENT_PAGE_SIZE}
              total={total}
              onChange={setOffset}
              label={`${noun.one === 'post' ? 'Post' : 'Entry'} pages`}
            />
          </div>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {q
              ? `No ${noun.one} matches “${q}”.`
              : filters.status === 'draft'
                ? 'No draft waiting.'
                : `No ${noun.one} yet. Write the first one.`}
          </p>
        )
      ) : posts.isError ? (
        <ErrorState
          title={`The ${noun.many} could not load`}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : (
        <TableSkeleton label={`Loading the ${noun.many}`} rows={6} />
      )}
    </div>
  );
}
