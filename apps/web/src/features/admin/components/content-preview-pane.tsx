import { ProseHtml } from '../../../components/ui/prose-html.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';

type ContentPreviewPaneProps = {
  html: string | undefined;
  /** Nothing typed yet: there is nothing to render. */
  empty: boolean;
  /** Typing, or the server is rendering: the HTML shown is an older version. */
  updating: boolean;
  error: unknown;
};

/** The post's body as the site will show it, rendered by the server from the Markdown. */
export function ContentPreviewPane({ html, empty, updating, error }: ContentPreviewPaneProps) {
  return (
    <div
      data-testid="post-preview"
      aria-busy={updating}
      className="min-h-[28rem] overflow-x-auto rounded-xl border border-card-border bg-night/40 p-4 sm:p-6"
    >
      {empty ? (
        <p className="text-muted">The preview appears here as you write.</p>
      ) : error && html === undefined ? (
        <p role="alert" className="text-[#ff9b8a]">
          {error instanceof ApiError
            ? error.message
            : 'The preview could not be made. Keep writing; it will try again.'}
        </p>
      ) : html === undefined ? (
        <div role="status" aria-label="Rendering the preview" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : (
        <div className={`transition-opacity ${updating ? 'opacity-70' : ''}`}>
          {/* The public post page's own typography, over the same server renderer's safe HTML. */}
          <ProseHtml html={html} />
        </div>
      )}
    </div>
  );
}
