import { type Post, type PostInput, PostResponseSchema } from '@guardians/shared/editorial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentPostKey } from './content-post.ts';
import { type ContentPostKind, contentPostsKey } from './content-posts.ts';

/** A new post (no id) or the whole of an existing one: PUT is a full rewrite. */
type PostSave = { id: number | null; input: PostInput };

/**
 * POST /api/admin/{kind} (201) or PUT /api/admin/{kind}/{id}. With an Idempotency-Key (no `kind`
 * option): a retried save must neither create the post twice nor write a second audit entry.
 */
async function savePost(kind: ContentPostKind, { id, input }: PostSave): Promise<Post> {
  const path = id === null ? `/api/admin/${kind}` : `/api/admin/${kind}/${id}`;
  const data = await apiRequest(path, { method: id === null ? 'POST' : 'PUT', body: input });
  return PostResponseSchema.shape.data.parse(data);
}

/** DELETE /api/admin/{kind}/{id}: answers the post as it was. */
async function deletePost(kind: ContentPostKind, id: number): Promise<Post> {
  return PostResponseSchema.shape.data.parse(
    await apiRequest(`/api/admin/${kind}/${id}`, { method: 'DELETE' }),
  );
}

function usePostMutation<V>(mutationFn: (variables: V) => Promise<Post>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentPostsKey }),
        queryClient.invalidateQueries({ queryKey: contentPostKey }),
      ]),
  });
}

export const useSavePost = (kind: ContentPostKind) =>
  usePostMutation((save: PostSave) => savePost(kind, save));
export const useDeletePost = (kind: ContentPostKind) => usePostMutation((id: number) => deletePost(kind, id));
