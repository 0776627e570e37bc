import type { ConsolePost } from '@guardians/shared/editorial';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { ContentPostKind } from '../api/content-posts.ts';
import { useDeletePost } from '../api/content-save-post.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { postNouns } from './content-post-list.tsx';

type ContentPostDeleteProps = {
  kind: ContentPostKind;
  post: ConsolePost;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks before deleting a post; a post that came from a file may come back with it. */
export function ContentPostDelete({ kind, post, open, onClose, onDeleted }: ContentPostDeleteProps) {
  const remove = useDeletePost(kind);
  const noun = postNouns[kind].one;

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${post.title}”?`}
      confirmLabel={`Delete ${noun}`}
      pendingLabel="Deleting…"
      pending={remove.isPending}
      error={
        remove.error
          ? remove.error instanceof ApiError
            ? remove.error.message
            : `The ${noun} could not be deleted. Try again.`
          : null
      }
      onConfirm={() =>
        remove.mutate(post._id, {
          onSuccess: () => {
            toast.success(`Deleted: ${post.title}`);
            close();
            onDeleted();
          },
        })
      }
      onClose={close}
    >
      {post.draft
        ? 'The draft is gone for good.'
        : 'It leaves the site at once, its page and its place in every list.'}
      {post.origin !== 'console' &&
        ' Its file is still in content/, so it can come back when the site loads its content again: remove the file too.'}
    </ConfirmDialog>
  );
}
