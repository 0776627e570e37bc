import type { Post } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { PostNotFoundError } from './editorial-errors.ts';
import type { PostKind } from './post-entry.ts';
import { findPost, toPost } from './post-repository.ts';

export async function getPost(db: Db, kind: PostKind, idOrSlug: string): Promise<Post> {
  const row = await findPost(db, kind, idOrSlug);
  if (!row) throw new PostNotFoundError();
  return toPost(row);
}
