import type { PortalContent as Content } from '../api/get-portal-content.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { PortalRings } from './portal-rings.tsx';

/** Prose styles for the server's Markdown (headings, lists, emphasis, links, quotes). */
const prose =
  'flex flex-col gap-5 text-lg leading-relaxed text-fg/90 ' +
  '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg ' +
  '[&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:marker:text-koi ' +
  '[&_strong]:text-fg [&_em]:text-gold/90 [&_a]:font-semibold [&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_blockquote]:border-l-2 [&_blockquote]:border-gold/60 [&_blockquote]:pl-4 [&_blockquote]:italic [&_img]:rounded-2xl ' +
  '[&>p:first-child]:text-2xl [&>p:first-child]:font-semibold [&>p:first-child]:text-fg';

/** The chamber behind the passphrase, revealed as the rings open (no motion for reduced-motion users). */
export function PortalContent({ content }: { content: Content }) {
  const rings = useReveal<HTMLDivElement>(
    [
      { opacity: 1, transform: 'scale(0.6)' },
      { opacity: 0.9, transform: 'scale(1.1)', offset: 0.5 },
      { opacity: 0.3, transform: 'scale(1.6)' },
    ],
    { duration: 1400, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  );
  const text = useReveal<HTMLElement>(
    [
      { opacity: 0, transform: 'translateY(24px)', filter: 'blur(6px)' },
      { opacity: 1, transform: 'none', filter: 'none' },
    ],
    { duration: 900, delay: 450, easing: 'ease-out' },
  );

  return (
    <div className="relative isolate overflow-hidden">
      {/* Positioned by the wrapper, animated inside it: the animation's transform replaces the element's own. */}
      <div className="absolute top-[-10rem] left-1/2 -z-10 size-[36rem] -translate-x-1/2">
        {/* Ends where the CSS leaves it, so the reduced-motion view is the same final picture. */}
        <div ref={rings} className="absolute inset-0 scale-160 opacity-30">
          <PortalRings className="absolute inset-0" />
        </div>
      </div>
      <article
        ref={text}
        className="mx-auto flex max-w-3xl flex-col gap-8 px-5 pt-[calc(var(--nav-height)+3rem)] pb-24 sm:px-6"
      >
        <header className="flex flex-col items-center gap-4 text-center">
          <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">The portal is open</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-6xl">{content.title}</h1>
        </header>
        <div
          data-testid="portal-content"
          className={prose}
          // Safe: `html` is rendered by our server from the committed content/portal.md with
          // markdown-it and `html: false` (raw HTML in the source becomes text) and an allow-list of
          // link and image URLs, so it carries no markup or script an author did not write as Markdown.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered, sanitised Markdown (see above)
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      </article>
    </div>
  );
}
