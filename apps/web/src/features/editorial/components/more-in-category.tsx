import type { Post } from '@guardians/shared/editorial';
import { usePostList } from '../api/get-posts.ts';
import type { PostKind } from '../api/query-keys.ts';
import { PostCard } from './post-card.tsx';

/** How many other posts 'More in' offers. */
const SHOWN = 3;

/**
 * 'More in {category}': other posts of the same category, newest first. Quiet when there are
 * none or they fail to load: the post itself is what the reader came for.
 */
export function MoreInCategory({ post, kind }: { post: Post; kind: PostKind }) {
  const others = usePostList(kind, { offset: 0, limit: SHOWN + 1, category: post.category });
  const items = (others.data?.items ?? []).filter((item) => item._id !== post._id).slice(0, SHOWN);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="more-in-category" className="flex flex-col gap-5">
      <h2 id="more-in-category" className="text-2xl font-bold text-fg">
        More in {post.category}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item._id}>
            <PostCard post={item} kind={kind} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
