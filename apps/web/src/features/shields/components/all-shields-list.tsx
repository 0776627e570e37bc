import type { Shield } from '@guardians/shared/shields';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { serverUrl } from '../utils/shield-urls.ts';

type AllShieldsListProps = {
  shields: Shield[];
  loading: boolean;
  earnedIds: ReadonlySet<number>;
  onSelect: (id: number) => void;
  headingId: string;
};

/** Every shield with its state for the page's wallet: unlocked in colour, locked dimmed. */
export function AllShieldsList({ shields, loading, earnedIds, onSelect, headingId }: AllShieldsListProps) {
  return (
    <div className="px-5 pb-6 sm:px-6">
      <h2 id={headingId} className="mb-1 text-2xl font-bold text-gold">
        All Shields
      </h2>
      <p className="mb-4 text-sm text-muted">
        {loading ? 'Loading shields…' : `${earnedIds.size} of ${shields.length} unlocked`}
      </p>
      {loading && (
        <div role="status" aria-label="Loading shields" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shields.map((shield) => {
          const unlocked = earnedIds.has(shield._id);
          return (
            <li key={shield._id}>
              <button
                type="button"
                onClick={() => onSelect(shield._id)}
                className="flex w-full flex-col items-center gap-2 rounded-xl border border-card-border bg-white/[0.03] p-3 text-center transition-colors hover:border-gold/60 hover:bg-white/[0.06] focus-visible:outline-2 focus-visible:outline-gold"
              >
                <img
                  src={serverUrl(shield.image)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className={`size-16 object-contain ${unlocked ? '' : 'opacity-40 grayscale'}`}
                />
                <span className="text-sm font-semibold text-fg">{shield.name}</span>
                <span className={`text-xs font-semibold ${unlocked ? 'text-gold' : 'text-muted'}`}>
                  {unlocked ? 'Unlocked' : 'Locked'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
