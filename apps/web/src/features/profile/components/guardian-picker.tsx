import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useGuardians } from '../../../lib/api/get-guardians.ts';

type GuardianPickerProps = {
  value: number | null;
  onChange: (id: number) => void;
  error?: string | null;
};

const grid = 'grid grid-cols-3 gap-2 min-[480px]:grid-cols-5';

/** The five Guardians as pressable cards; exactly one can be chosen (radio-like, by keyboard too). */
export function GuardianPicker({ value, onChange, error }: GuardianPickerProps) {
  const guardians = useGuardians();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-fg">Guardian</legend>
      {guardians.isPending ? (
        <div className={grid} role="status" aria-label="Loading Guardians">
          {[1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} className="aspect-[4/5] w-full rounded-xl" />
          ))}
        </div>
      ) : guardians.isError ? (
        <div className="flex items-center gap-3 text-sm text-muted">
          <p>The Guardians could not load.</p>
          <Button variant="outline" onClick={() => guardians.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className={grid}>
          {guardians.data.map((guardian) => {
            const selected = guardian._id === value;
            return (
              <button
                key={guardian._id}
                type="button"
                aria-pressed={selected}
                title={guardian.title}
                onClick={() => onChange(guardian._id)}
                className={`flex min-h-11 flex-col items-center gap-1.5 rounded-xl border p-1.5 text-xs font-semibold transition-colors ${
                  selected
                    ? 'border-gold bg-gold/15 text-gold ring-2 ring-gold/60'
                    : 'border-card-border text-fg hover:border-gold/60 hover:bg-white/5'
                }`}
              >
                <img
                  src={guardian.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <span className="truncate">{guardian.name}</span>
              </button>
            );
          })}
        </div>
      )}
      {error && <p className="text-sm text-[#ff9b8a]">{error}</p>}
    </fieldset>
  );
}
