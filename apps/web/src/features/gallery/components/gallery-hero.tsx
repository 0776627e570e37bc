import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The gallery's opening: what hangs here and the way into the contest. */
export function GalleryHero() {
  return (
    <header className="relative isolate overflow-hidden rounded-3xl border border-card-border bg-[radial-gradient(120%_140%_at_85%_0%,color-mix(in_oklab,var(--gold)_22%,transparent)_0%,transparent_55%),radial-gradient(90%_120%_at_0%_100%,color-mix(in_oklab,var(--koi)_18%,transparent)_0%,transparent_60%)] px-6 py-10 sm:px-10 sm:py-14">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-16 -z-10 size-72 rounded-full border border-gold/20"
      />
      <div
        aria-hidden="true"
        className="absolute -top-10 right-6 -z-10 size-44 rounded-full border border-gold/15"
      />
      <div className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Community gallery</p>
        <h1 className="text-4xl font-bold text-fg sm:text-5xl">Fan art of the Guardians</h1>
        <p className="text-lg text-muted">
          Koi, dragons, temples and the empress, drawn by the community. Every piece was shared on X by its
          artist; love the ones that move you.
        </p>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link to="/nftarena" className={buttonClasses('primary', 'px-6')}>
            Join the contest
          </Link>
        </div>
      </div>
    </header>
  );
}
