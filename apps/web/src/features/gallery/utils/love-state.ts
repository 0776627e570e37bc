import type { ArtistSubmission } from '@guardians/shared/gallery';
import type { InfiniteData } from '@tanstack/react-query';

export type LoveState = { reactionActive: boolean; totalReactionsCount: number };

/** The love as it will be once the server agrees: the flag set, the count moved by one. */
export function optimisticLove(current: LoveState, active: boolean): LoveState {
  if (current.reactionActive === active) return current;
  return {
    reactionActive: active,
    totalReactionsCount: Math.max(0, current.totalReactionsCount + (active ? 1 : -1)),
  };
}

export function withLove(submission: ArtistSubmission, love: LoveState): ArtistSubmission {
  return {
    ...submission,
    userReaction: { reactionActive: love.reactionActive },
    totalReactionsCount: love.totalReactionsCount,
  };
}

/** Every loaded page with one submission changed (the others kept as they are, same objects). */
export function mapSubmission(
  data: InfiniteData<ArtistSubmission[]> | undefined,
  id: number,
  change: (submission: ArtistSubmission) => ArtistSubmission,
): InfiniteData<ArtistSubmission[]> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) =>
    page.some((s) => s._id === id)
      ? page.map((s) => {
          if (s._id !== id) return s;
          changed = true;
          return change(s);
        })
      : page,
  );
  return changed ? { ...data, pages } : data;
}

export function findSubmission(
  data: InfiniteData<ArtistSubmission[]> | undefined,
  match: (submission: ArtistSubmission) => boolean,
): ArtistSubmission | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.find(match);
    if (found) return found;
  }
  return undefined;
}
