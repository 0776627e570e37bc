import type { PostSummary } from '@guardians/shared/editorial';
import { Link } from 'react-router';
import { formatSpecDate } from '../../../lib/format-date.ts';
import type { PostKind } from '../api/query-keys.ts';
import { postHref } from '../utils/post-kinds.ts';
import { EditorialImage } from './editorial-image.tsx';

type PostCardProps = { post: PostSummary; kind: PostKind; headingLevel?: 2 | 3 };

/** A post in a list: picture, category, title (the link), excerpt, date and author. */
export function PostCard({ post, kind, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card/80 transition-colors focus-within:border-gold hover:border-gold/60">
      <div className="relative aspect-video overflow-hidden bg-night">
        {post.image ? (
          <EditorialImage
            src={post.image}
            alt=""
            className="size-full transition-transform duration-500 motion-safe:group-hover:scale-105"
          />
        ) : (
          <div
            aria-hidden="true"
            className="size-full bg-[radial-gradient(80%_80%_at_70%_20%,color-mix(in_oklab,var(--gold)_28%,transparent),transparent_70%),radial-gradient(60%_60%_at_10%_100%,color-mix(in_oklab,var(--koi)_26%,transparent),transparent_70%)]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-koi uppercase">{post.category}</p>
        <Heading className="text-xl font-bold text-fg">
          {/* The whole card is the link's target area; the title is what it announces. */}
          <Link
            to={postHref(kind, post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-muted">{post.excerpt}</p>
        <p className="mt-auto pt-3 text-sm text-muted">
          <time dateTime={post.publishedAt}>{formatSpecDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.author}</span>
        </p>
      </div>
    </article>
  );
}
