import type { Traits } from '@guardians/shared/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { selectedTraitList } from '../utils/query-string.ts';

type TraitChipsProps = {
  traits: Traits;
  onRemove: (traitType: string, value: string) => void;
  onReset: () => void;
};

/** One chip per selected value, each with a remove (×) button, and 'Reset filters'. */
export function TraitChips({ traits, onRemove, onReset }: TraitChipsProps) {
  const chips = selectedTraitList(traits);
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul aria-label="Selected traits" className="flex flex-wrap gap-2">
        {chips.map(({ traitType, value }) => (
          <li
            key={`${traitType}\u0000${value}`}
            className="inline-flex items-center gap-1 rounded-full border border-gold/50 bg-gold/10 py-1 pr-1 pl-3 text-sm"
          >
            <span className="text-muted">{traitType}:</span>
            <span className="font-semibold text-fg">{value}</span>
            <button
              type="button"
              aria-label={`Remove ${traitType}: ${value}`}
              onClick={() => onRemove(traitType, value)}
              className="inline-flex size-8 items-center justify-center rounded-full text-lg leading-none text-fg hover:bg-white/10 hover:text-gold"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onReset} className="text-gold">
        Reset filters
      </Button>
    </div>
  );
}
