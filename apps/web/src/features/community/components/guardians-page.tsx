import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ItemCardSkeleton } from '../../../components/ui/item-card/item-card-skeleton.tsx';
import { useGuardians } from '../../../lib/api/get-guardians.ts';
import { GuardianCard } from './guardian-card.tsx';

/** /guardians: the five Guardians of the lore who stand beside the Dragon Empress. */
export function GuardiansPage() {
  const query = useGuardians();
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[30rem] bg-[radial-gradient(60%_60%_at_30%_0%,color-mix(in_oklab,var(--koi)_16%,transparent),transparent_70%),radial-gradient(50%_50%_at_80%_10%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-10 pb-20 sm:px-6 sm:pt-16">
        <header className="flex max-w-3xl flex-col gap-4">
          <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">The Lore</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-6xl">The Five Guardians</h1>
          <p className="text-lg text-muted">
            When the koi climbed the Great Waterfall and rose as a dragon, five Guardians swore to keep her
            world: one for each element, each with a realm and powers of their own.
          </p>
        </header>
        {query.isError ? (
          <ErrorState
            title="The Guardians could not load"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data?.length === 0 ? (
          <p className="rounded-2xl border border-card-border bg-card/60 px-6 py-14 text-center text-muted">
            The Guardians have not been revealed yet.
          </p>
        ) : (
          <ul
            aria-label="Guardians"
            aria-busy={query.isPending}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {query.data
              ? query.data.map((guardian, index) => (
                  <li key={guardian._id}>
                    {/* The first row is above the fold on desktop: load it straight away. */}
                    <GuardianCard guardian={guardian} eager={index < 3} />
                  </li>
                ))
              : [0, 1, 2, 3, 4].map((i) => (
                  <li key={i}>
                    <ItemCardSkeleton size="large" lines={3} />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </div>
  );
}
