import { OwnersList } from './owners-list.tsx';

/** /nftlover: the collectors, ranked by Guardians held, under an atmospheric header. */
export function OwnersPage() {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(70%_60%_at_50%_0%,color-mix(in_oklab,var(--gold)_18%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 pt-nav pb-20 sm:px-6">
        <header className="flex flex-col items-center gap-4 pt-10 text-center sm:pt-16">
          <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">NFT Lovers</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-6xl">The Collectors</h1>
          <p className="max-w-2xl text-lg text-muted">
            The keepers of the legend, ranked by the Guardians they hold. Open a collector's Forge to see
            their Guardians, their shields and the art they love.
          </p>
        </header>
        <OwnersList />
      </div>
    </div>
  );
}
