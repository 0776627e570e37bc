import type { ArtistSubmission } from '@guardians/shared/gallery';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLatestFanArt } from '../api/get-latest-fan-art.ts';
import { mediaUrl } from '../utils/media-url.ts';
import { SectionHeading, sectionLinkClass } from './section-heading.tsx';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';

/** The six newest pieces of the community gallery; not shown at all while there are none. */
export function FanArtSection() {
  const art = useLatestFanArt(true);
  // The section is extra: a failure or an empty gallery leaves it out (spec 8: silent failures).
  if (art.isError || (art.isSuccess && art.data.length === 0)) return null;
  return (
    <section aria-labelledby="home-fan-art" className="flex flex-col gap-8">
      <SectionHeading
        id="home-fan-art"
        eyebrow="From the community"
        title="Latest fan art"
        action={
          <Link to="/gallery" className={sectionLinkClass}>
            Visit the gallery <span aria-hidden="true">→</span>
          </Link>
        }
      >
        <p>Guardians as the community sees them, freshly drawn, painted and animated.</p>
      </SectionHeading>
      {art.isPending ? (
        <div role="status" aria-label="Loading fan art" className={grid}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <span key={i} className="skeleton block aspect-square rounded-2xl sm:aspect-[4/3]" />
          ))}
        </div>
      ) : (
        <ul aria-label="Latest fan art" className={grid}>
          {art.data.map((submission) => (
            <li key={submission._id}>
              <FanArtTile submission={submission} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function authorName(submission: ArtistSubmission): string {
  const user = submission.users[0];
  return user ? `@${user.username}` : 'a Guardian fan';
}

function FanArtTile({ submission }: { submission: ArtistSubmission }) {
  const media = submission.media[0];
  const src = mediaUrl(media?.preview_image_url);
  const [failed, setFailed] = useState(false);
  const author = authorName(submission);
  return (
    <Link
      to={`/gallery?id=${submission._id}`}
      aria-label={`Fan art by ${author}`}
      className="group relative block aspect-square overflow-hidden rounded-2xl sm:aspect-[4/3] border border-card-border bg-night/60 transition-colors hover:border-gold/60"
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-105"
        />
      ) : (
        <span className="grid size-full place-items-center text-sm text-muted">{author}</span>
      )}
      {media?.type === 'video' && (
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-night/70 text-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      )}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 truncate bg-linear-to-t from-night/90 to-transparent px-3 pt-8 pb-2 text-sm font-semibold text-fg"
      >
        {author}
      </span>
    </Link>
  );
}
