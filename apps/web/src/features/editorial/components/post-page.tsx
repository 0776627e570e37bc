import type { Post } from '@guardians/shared/editorial';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { ProseHtml } from '../../../components/ui/prose-html.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { isNotFound } from '../api/api-status.ts';
import { usePost } from '../api/get-post.ts';
import type { PostKind } from '../api/query-keys.ts';
import { withCategory } from '../utils/blog-query.ts';
import { pageTitle } from '../utils/page-title.ts';
import { postKinds } from '../utils/post-kinds.ts';
import { BackLink } from './back-link.tsx';
import { DetailSkeleton } from './detail-skeleton.tsx';
import { EditorialImage } from './editorial-image.tsx';
import { MoreInCategory } from './more-in-category.tsx';

type PostPageProps = { kind: PostKind; postRef: string; siteName: string | undefined };

/** /blogs/{id} and /about/{id}: one post, its meta, its body and what to read next. */
export function PostPage({ kind, postRef, siteName }: PostPageProps) {
  const post = usePost(kind, postRef);
  const info = postKinds[kind];
  return (
    <>
      <title>{pageTitle(post.data?.title ?? info.section, siteName)}</title>
      {post.data ? (
        <PostArticle post={post.data} kind={kind} />
      ) : post.isPending ? (
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <DetailSkeleton label="Loading the post" />
        </div>
      ) : isNotFound(post.error) ? (
        <NotFoundPanel />
      ) : (
        <ErrorState
          headingLevel={1}
          title="The post could not load"
          onRetry={() => void post.refetch()}
          retrying={post.isRefetching}
        />
      )}
    </>
  );
}

function PostArticle({ post, kind }: { post: Post; kind: PostKind }) {
  const info = postKinds[kind];
  // Only the blog filters by category (spec 2); about entries name theirs as a label.
  const categoryHref =
    kind === 'blogs' ? `${info.basePath}?${withCategory(new URLSearchParams(), post.category)}` : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-4">
          <BackLink to={info.basePath} label={info.backLabel} />
          {categoryHref ? (
            <Link
              to={categoryHref}
              className="self-start text-sm font-semibold tracking-[0.25em] text-koi uppercase hover:text-gold"
            >
              {post.category}
            </Link>
          ) : (
            <p className="text-sm font-semibold tracking-[0.25em] text-koi uppercase">{post.category}</p>
          )}
          <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{post.title}</h1>
          <p className="text-xl text-muted">{post.excerpt}</p>
          <p className="text-sm text-muted">
            <span>By {post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedAt}>{formatSpecDate(post.publishedAt)}</time>
          </p>
        </header>
        {post.image && (
          <div className="overflow-hidden rounded-3xl border border-card-border bg-night">
            <EditorialImage src={post.image} alt="" eager className="aspect-video w-full" />
          </div>
        )}
        <ProseHtml html={post.html} />
      </article>
      <MoreInCategory post={post} kind={kind} />
    </div>
  );
}
