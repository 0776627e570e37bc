import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSubmissions } from '../api/get-submissions.ts';
import { authorOf } from '../utils/submission-author.ts';
import { mainMedia, previewUrl } from '../utils/submission-media.ts';
import { SubmissionPicture } from './submission-picture.tsx';

type FanArtOfGuardianProps = { tokenAddress: string; tokenId: string };

/** The item page's "Fan art of this Guardian": a row of thumbnails, or nothing at all when there is none. */
export function FanArtOfGuardian({ tokenAddress, tokenId }: FanArtOfGuardianProps) {
  const list = useSubmissions(
    { source: 'gallery', sortBy: 'most_reactions', token: { tokenAddress, tokenId } },
    null,
  );
  const submissions = list.data?.pages[0] ?? [];
  // Failures are silent (spec 8): the section is extra, the item page stands without it.
  if (list.isError || (list.isSuccess && submissions.length === 0)) return null;
  return (
    <section aria-labelledby="fan-art-of-guardian" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <h2 id="fan-art-of-guardian" className="text-2xl font-bold text-fg">
          Fan art of this Guardian
        </h2>
        <Link
          to="/gallery"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-gold hover:underline"
        >
          All fan art
        </Link>
      </div>
      {list.isPending ? (
        <div role="status" aria-label="Loading fan art" className="flex gap-3 overflow-hidden">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="size-36 shrink-0 rounded-xl sm:size-44" />
          ))}
        </div>
      ) : (
        <ul
          aria-label="Fan art of this Guardian"
          className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2"
        >
          {submissions.map((submission) => {
            const label = `Fan art by ${authorOf(submission).name}`;
            return (
              <li key={submission._id} className="shrink-0 snap-start">
                <Link
                  to={`/gallery?id=${submission._id}`}
                  aria-label={label}
                  className="group relative block size-36 overflow-hidden rounded-xl border border-card-border bg-night/60 transition-colors hover:border-gold/60 sm:size-44"
                >
                  <SubmissionPicture
                    src={previewUrl(mainMedia(submission))}
                    alt=""
                    className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
                  />
                  {mainMedia(submission)?.type === 'video' && (
                    <span
                      aria-hidden="true"
                      className="absolute right-2 bottom-2 grid size-8 place-items-center rounded-full bg-night/70 text-white"
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="ml-0.5 size-4"
                        fill="currentColor"
                      >
                        <path d="M7 4.5v15l12-7.5z" />
                      </svg>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
