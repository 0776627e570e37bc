import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/**
 * The programme in a few lines and the way in: Start opens the list (`?tab=all`, spec 2) and
 * scrolls to it; About opens the access modal's About tab.
 */
export function QuestsHero({ startState }: { startState: unknown }) {
  return (
    <header className="grid items-center gap-8 md:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-5">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Quests</p>
        <h1 id="quests-title" className="text-4xl font-bold text-fg sm:text-5xl">
          Support our community and earn Animecoin
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          Link your accounts, collect Guardians, like and share art, bring friends along. Each quest pays
          Animecoin you can claim on-chain, lifts you up the leaderboard and enters you for certified Guardian
          prizes.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="?tab=all"
            state={startState}
            preventScrollReset
            className={buttonClasses('primary', 'px-8')}
          >
            Start
          </Link>
          <Link to="?modal=About" preventScrollReset className={buttonClasses('outline')}>
            How it works
          </Link>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="relative hidden aspect-square max-h-80 place-items-center justify-self-center md:grid"
      >
        <span className="absolute inset-6 rounded-full bg-gold/10 blur-2xl" />
        <span className="relative grid size-48 place-items-center rounded-full border-4 border-gold/70 bg-night/60 shadow-[0_0_60px_-10px] shadow-gold/50">
          <span className="grid size-36 place-items-center rounded-full border border-gold/40 text-6xl font-black text-gold">
            A
          </span>
        </span>
      </div>
    </header>
  );
}
