import type { OfferTrait, TraitRoot } from '@guardians/shared/offers';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { useUniqueAttributes } from '../../../lib/api/get-unique-attributes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { fieldClass } from './offer-fields.tsx';

type TraitPickerProps = {
  /** As the collection page names the collection, so the trait filters' answer is reused. */
  collectionRef: string;
  chainId: number;
  /** The chosen type, with value '' until a value is picked; null before a type is. */
  value: { type: string; value: string } | null;
  onChange: (value: { type: string; value: string } | null) => void;
  /** The server's root for the chosen trait: how many items the offer covers. */
  coverage: UseQueryResult<TraitRoot>;
  /** Shown once the form was submitted without a trait. */
  error: string | null;
};

const itemsWord = (count: number) => `${formatNumber(count)} ${count === 1 ? 'item' : 'items'}`;

/** Whether a type and a value are both picked: the trait an offer can be made on. */
export function pickedTrait(value: TraitPickerProps['value']): OfferTrait | null {
  return value && value.value !== '' ? value : null;
}

/**
 * A trait type, then one of its values (with how many items carry it), then how many items the offer
 * would cover as the server counts them: the set its root freezes when the offer is signed.
 */
export function TraitPicker({ collectionRef, chainId, value, onChange, coverage, error }: TraitPickerProps) {
  const id = useId();
  const attributes = useUniqueAttributes(collectionRef, chainId);
  if (attributes.isError) {
    return (
      <SectionError what="traits" onRetry={() => attributes.refetch()} retrying={attributes.isFetching} />
    );
  }
  const traits = attributes.data?.data ?? {};
  const types = Object.keys(traits);
  if (attributes.isSuccess && types.length === 0) {
    return <p className="text-sm text-muted">This collection’s items have no traits yet.</p>;
  }
  const loading = attributes.isPending;
  const values = value ? (traits[value.type] ?? []) : [];
  const counts = value ? attributes.data?.counts[value.type] : undefined;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-coverage`}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">Trait</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <select
          aria-label="Trait type"
          value={value?.type ?? ''}
          disabled={loading}
          onChange={(event) => onChange(event.target.value ? { type: event.target.value, value: '' } : null)}
          aria-invalid={error && !value ? true : undefined}
          className={`${fieldClass} min-h-11`}
        >
          <option value="">{loading ? 'Loading traits...' : 'Choose a type'}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <select
          aria-label="Trait value"
          value={value?.value ?? ''}
          disabled={!value}
          onChange={(event) => value && onChange({ type: value.type, value: event.target.value })}
          aria-invalid={error && value && !value.value ? true : undefined}
          className={`${fieldClass} min-h-11`}
        >
          <option value="">Choose a value</option>
          {values.map((traitValue) => {
            const count = counts?.[traitValue];
            return (
              <option key={traitValue} value={traitValue}>
                {count === undefined ? traitValue : `${traitValue} (${formatNumber(count)})`}
              </option>
            );
          })}
        </select>
      </div>
      <p id={`${id}-coverage`} aria-live="polite" className="min-h-5 text-sm">
        <Coverage picked={pickedTrait(value) !== null} coverage={coverage} error={error} />
      </p>
    </fieldset>
  );
}

function Coverage({
  picked,
  coverage,
  error,
}: {
  picked: boolean;
  coverage: UseQueryResult<TraitRoot>;
  error: string | null;
}) {
  if (!picked) return error ? <span className="text-[#ff9b8a]">{error}</span> : null;
  if (coverage.isPending) return <span className="text-muted">Counting the items with this trait...</span>;
  if (coverage.isError) {
    if (coverage.error instanceof ApiError && coverage.error.status === 404) {
      return <span className="text-[#ff9b8a]">No item has this trait now: pick another.</span>;
    }
    return (
      <span className="flex flex-wrap items-center gap-2 text-[#ff9b8a]">
        The items with this trait could not be counted.
        <button
          type="button"
          className="min-h-11 font-semibold text-gold underline"
          onClick={() => void coverage.refetch()}
        >
          Try again
        </button>
      </span>
    );
  }
  return (
    <span data-testid="trait-coverage" className="font-semibold text-fg">
      {`Covers ${itemsWord(coverage.data.tokenCount)}`}
    </span>
  );
}
