import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The quests call to action: what they are, what they pay (Animecoin) and the way in. */
export function QuestsSection() {
  return (
    <section
      aria-labelledby="home-quests"
      className="relative isolate overflow-hidden rounded-3xl border border-gold/40 bg-[linear-gradient(120deg,color-mix(in_oklab,var(--card-bg)_85%,transparent),color-mix(in_oklab,var(--gold)_14%,transparent))] px-6 py-10 sm:px-12 sm:py-14"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-gold/20 blur-3xl"
      />
      <div className="grid items-center gap-10 md:grid-cols-[3fr_1fr]">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Quests</p>
          <h2 id="home-quests" className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            Support our community and earn Animecoin!
          </h2>
          <p className="max-w-2xl text-lg text-muted">
            Link your accounts, collect Guardians, share the art you love and bring friends along. Every quest
            pays Animecoin you can claim on-chain, lifts you up the leaderboard and enters you for certified
            Guardian prizes.
          </p>
          <div className="pt-2">
            <Link to="/quests" className={buttonClasses('primary', 'px-8 text-base')}>
              Take the Quests
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="hidden place-items-center md:grid">
          <span className="relative grid size-40 place-items-center rounded-full border-4 border-gold/70 bg-night/60 shadow-[0_0_60px_-10px] shadow-gold/50 lg:size-48">
            <span className="grid size-28 place-items-center rounded-full border border-gold/40 text-5xl font-black text-gold lg:size-36 lg:text-6xl">
              A
            </span>
          </span>
        </div>
      </div>
    </section>
  );
}
