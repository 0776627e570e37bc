import { Link } from 'react-router';
import { LockIcon } from './editorial-icons.tsx';
import { EditorialImage } from './editorial-image.tsx';

export type LoreCardEntry = { id: string; title: string; image: string; isOpened: boolean };

type LoreCardProps = {
  entry: LoreCardEntry;
  /** Where the section lives ('/story'); an open card leads to `{basePath}/{id}` (spec 2). */
  basePath: string;
  /** Eyebrow above the title, e.g. 'Chapter 2'. */
  label: string;
};

const frame =
  'group relative isolate flex aspect-[4/3] flex-col sm:aspect-[4/5] justify-end overflow-hidden rounded-2xl border bg-night';

/**
 * A Story card (spec 3, 4): open cards are links to their detail; a locked card is neither link nor
 * button, so a click or Enter goes nowhere, and says so with a lock and aria-disabled.
 */
export function LoreCard({ entry, basePath, label }: LoreCardProps) {
  const titleId = `lore-card-${entry.id}`;
  const art = (
    <>
      <EditorialImage
        src={entry.image}
        alt=""
        className={`absolute inset-0 -z-10 size-full transition duration-500 ${
          entry.isOpened ? 'motion-safe:group-hover:scale-105' : 'opacity-45 grayscale'
        }`}
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-night via-night/55 to-transparent"
      />
      <span className="px-5 text-xs font-semibold tracking-[0.25em] text-gold uppercase">{label}</span>
      <h2 id={titleId} className="px-5 pt-1 pb-5 text-2xl font-bold text-fg">
        {entry.title}
      </h2>
    </>
  );

  if (!entry.isOpened) {
    return (
      <article
        aria-disabled="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-lock`}
        className={`${frame} cursor-not-allowed border-card-border`}
      >
        <span
          id={`${titleId}-lock`}
          className="absolute top-4 right-4 inline-flex items-center gap-1.5 rounded-full border border-fg/20 bg-night/80 px-3 py-1 text-xs font-semibold text-fg backdrop-blur"
        >
          <LockIcon className="size-3.5 text-gold" />
          Locked
        </span>
        {art}
      </article>
    );
  }
  return (
    <Link
      to={`${basePath}/${encodeURIComponent(entry.id)}`}
      aria-labelledby={titleId}
      className={`${frame} border-card-border transition-colors hover:border-gold/70 focus-visible:border-gold`}
    >
      {art}
    </Link>
  );
}
