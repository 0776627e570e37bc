import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The public post page's reading typography (features/editorial's ProseHtml), copied by class name:
 * the console may not import another feature. Keep the two in step.
 */
const prose = [
  'max-w-none text-lg leading-relaxed text-fg/90',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-fg',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-fg',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-gold',
  '[&_p]:my-5 [&_strong]:text-fg [&_em]:text-fg',
  '[&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-fg',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_li::marker]:text-gold',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold/60 [&_blockquote]:pl-5 [&_blockquote]:text-fg [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-night/70 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base [&_code]:text-gold',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-card-border [&_pre]:bg-night/80 [&_pre]:p-4',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-6 [&_img]:rounded-2xl [&_img]:border [&_img]:border-card-border',
  '[&_hr]:my-10 [&_hr]:border-card-border',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-card-border [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-card-border/60 [&_td]:p-2',
  '[&>:first-child]:mt-0',
].join(' ');

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
          {/* Safe to insert: the server's Markdown renderer (the one the public post page uses) escapes
              raw HTML and keeps only http(s), mailto and site-relative links, so it holds no script. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, see above. */}
          <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      )}
    </div>
  );
}
