import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContentPost } from '../api/content-post.ts';
import type { ContentPostKind } from '../api/content-posts.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ContentPostForm } from './content-post-form.tsx';
import { RefusalNotice } from './content-refusal.tsx';

type ContentPostEditorProps = {
  kind: ContentPostKind;
  /** null: a new post. */
  id: number | null;
  onCreated: (id: number) => void;
  onClose: () => void;
};

function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading the post" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
      <Skeleton className="h-[28rem] rounded-xl" />
    </div>
  );
}

/** One post in the editor: a blank one, or an existing one once its Markdown has loaded. */
export function ContentPostEditor({ kind, id, onCreated, onClose }: ContentPostEditorProps) {
  if (id === null) return <ContentPostForm kind={kind} post={null} onCreated={onCreated} onClose={onClose} />;
  return <ExistingPost kind={kind} id={id} onCreated={onCreated} onClose={onClose} />;
}

function ExistingPost({ kind, id, onCreated, onClose }: ContentPostEditorProps & { id: number }) {
  const post = useContentPost(kind, id);
  const refusal = refusalOf(post.error);
  if (post.data)
    return <ContentPostForm kind={kind} post={post.data} onCreated={onCreated} onClose={onClose} />;
  if (refusal) return <RefusalNotice message={refusal} />;
  if (post.error instanceof ApiError && post.error.status === 404) {
    return (
      <section
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-card-border bg-card/70 p-5"
      >
        <h2 className="text-lg font-bold text-fg">This post no longer exists</h2>
        <p className="text-muted">Someone may have deleted it since the list loaded.</p>
        <Button variant="outline" onClick={onClose}>
          Back to the list
        </Button>
      </section>
    );
  }
  if (post.isError) {
    return (
      <ErrorState
        title="The post could not load"
        onRetry={() => void post.refetch()}
        retrying={post.isFetching}
      />
    );
  }
  return <EditorSkeleton />;
}
