import { buttonClasses } from '../../../components/ui/button.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { useContestPieces } from '../api/get-contest-pieces.ts';
import { useContestViewer } from '../hooks/use-contest-viewer.ts';
import { pieceName } from '../utils/claim-messages.ts';
import { currentStage } from '../utils/contest-stages.ts';
import { StageSchedule } from './stage-schedule.tsx';

const fan = ['-rotate-8 -translate-x-16', 'z-10 -translate-y-3', 'rotate-8 translate-x-16'];

/** The arena in one screen: claim a Guardian, draw it, post it, win; with the stage that is open. */
export function ArenaHero() {
  const stage = currentStage();
  const { signedInAccount } = useContestViewer();
  const pieces = useContestPieces(signedInAccount);
  const art = pieces.data?.pages[0]?.items.slice(0, 3) ?? [];

  return (
    <header className="relative isolate overflow-hidden pt-nav">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(80%_60%_at_70%_30%,color-mix(in_oklab,var(--koi)_22%,transparent),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-12 sm:px-6 sm:pt-16 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">
            NFT Arena · Fan-art contest
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-6xl">
            Claim a Guardian. Draw it. Post it. Win.
          </h1>
          <p className="max-w-2xl text-lg text-muted">
            Every stage of the Odyssey opens a new arena. Claim the Guardian you want to draw, bring it to
            life in your own style, share it on X and submit the post here. Judges and the community pick the
            winners.
          </p>
          <StageSchedule
            fallback={
              // The Odyssey's own stage (utils/contest-stages.ts) until the console sets dates.
              stage && (
                <p className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-fg">
                  <span className="rounded-full border border-gold/60 px-3 py-1 text-sm font-semibold text-gold">
                    Open now
                  </span>
                  <span className="font-semibold">{stage.name}</span>
                  {stage.prize && <span className="text-muted">· {stage.prize} in prizes</span>}
                </p>
              )
            }
          />
          <div className="flex flex-wrap gap-3 pt-1">
            <a href="#claim" className={buttonClasses('primary', 'px-7')}>
              Claim a Guardian
            </a>
            <a href="#submit" className={buttonClasses('outline')}>
              Submit your art
            </a>
          </div>
        </div>
        <div aria-hidden="true" className="relative hidden h-72 place-items-center md:grid">
          <span className="absolute inset-8 rounded-full bg-gold/15 blur-3xl" />
          {art.map((piece, index) => (
            <div
              key={piece.id}
              className={`absolute size-44 overflow-hidden rounded-2xl border-2 border-gold/60 bg-night shadow-2xl shadow-black/60 lg:size-52 ${fan[index]}`}
            >
              <ItemPicture src={piece.image} alt={pieceName(piece)} eager className="size-full" />
            </div>
          ))}
        </div>
      </div>
    </header>
  );
}
