import { LEADERBOARD_POINTS_PER_STAR } from '@guardians/shared/quests';
import { Link } from 'react-router';
import { START_STATE } from '../utils/quest-tabs.ts';

const points = [
  {
    title: 'Complete quests',
    text: 'Link your X or Discord account, hold Guardians, like art, share fan art or invite friends. We check each quest ourselves, so there is nothing to screenshot.',
  },
  {
    title: 'Earn Animecoin',
    text: 'Every quest pays coins into your balance. Your balance shows in the top bar once you are signed in.',
  },
  {
    title: 'Climb the leaderboard',
    text: `Collectors are ranked by the coins they earned. Every ${LEADERBOARD_POINTS_PER_STAR} coins earns a star, up to five.`,
  },
  {
    title: 'Win certified prizes',
    text: 'Verify your collection to take part in the draws for certified Guardians, and claim your coins on-chain from the swap page.',
  },
];

/** The About tab and the landing's explainer: what quests are and what coins are for. */
export function QuestsAbout({ compact = false }: { compact?: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        Quests reward the people who keep the Guardians community alive. Connect your wallet, sign in, and
        every quest you finish earns Animecoin.
      </p>
      <ol className={`grid gap-3 ${compact ? '' : 'sm:grid-cols-2'}`}>
        {points.map((point, index) => (
          <li key={point.title} className="flex gap-3 rounded-xl border border-card-border bg-night/40 p-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-gold/60 text-sm font-bold text-gold"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-fg">{point.title}</span>
              <span className="block text-sm text-muted">{point.text}</span>
            </span>
          </li>
        ))}
      </ol>
      {compact && (
        <Link
          to="/quests?tab=all"
          state={START_STATE}
          className="self-start text-sm font-semibold text-gold underline-offset-4 hover:underline"
        >
          Browse the quests
        </Link>
      )}
    </div>
  );
}
