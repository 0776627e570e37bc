import type { BlogCategory } from '@guardians/shared/editorial';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { sameCategory } from '../utils/blog-query.ts';

type CategoryFilterProps = {
  categories: BlogCategory[] | undefined;
  loading: boolean;
  selected: string | null;
  onSelect: (category: string | null) => void;
};

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors';

/** Spec 2: the blog's categories with their post counts, one at a time, and Reset. */
export function CategoryFilter({ categories, loading, selected, onSelect }: CategoryFilterProps) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading the categories" className="flex flex-wrap gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11 w-28 rounded-full" />
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">Filter by category</legend>
        {categories.map(({ category, totalCount }) => {
          const active = sameCategory(category, selected);
          return (
            <button
              key={category}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? null : category)}
              className={`${chip} ${
                active
                  ? 'border-gold bg-gold text-night'
                  : 'border-card-border bg-card/70 text-fg hover:border-gold/70'
              }`}
            >
              {category}
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-night/15' : 'bg-fg/10 text-muted'}`}
              >
                <span className="sr-only">(</span>
                {totalCount}
                <span className="sr-only">{totalCount === 1 ? ' post)' : ' posts)'}</span>
              </span>
            </button>
          );
        })}
      </fieldset>
      {selected && (
        <Button variant="ghost" onClick={() => onSelect(null)} className="underline-offset-4 hover:underline">
          Reset
        </Button>
      )}
    </div>
  );
}
