import { LEADERBOARD_MAX_STARS } from '@guardians/shared/quests';
import { starCount, starsLabel } from '../utils/leaderboard.ts';

/** Up to 5 stars (spec 9), read out as 'N of 5 stars'. */
export function Stars({ stars }: { stars: number }) {
  const filled = starCount(stars);
  return (
    <span role="img" aria-label={starsLabel(stars)} className="inline-flex gap-0.5">
      {Array.from({ length: LEADERBOARD_MAX_STARS }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed slots
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 ${index < filled ? 'text-gold' : 'text-white/15'}`}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
