import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Spec 2: before the post launch stage, this card stands where the wallet tabs will be. */
export function QuestsPromo() {
  return (
    <section aria-labelledby="quests-promo-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl border border-gold/40 bg-[radial-gradient(80%_120%_at_100%_0%,rgba(242,119,61,0.22),transparent_60%),radial-gradient(60%_100%_at_0%_100%,rgba(232,182,76,0.18),transparent_70%)] bg-card/80 px-6 py-10 sm:px-10 sm:py-14">
        <div className="flex max-w-xl flex-col items-start gap-4">
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">Before launch</p>
          <h2 id="quests-promo-title" className="text-3xl font-bold text-fg sm:text-4xl">
            Quests
          </h2>
          <p className="text-lg text-muted">Support our community and earn Animecoin!</p>
          <Link to="/quests" className={buttonClasses('primary', 'mt-2')}>
            Take the Quests
          </Link>
        </div>
      </div>
    </section>
  );
}
