import { clampQuantity } from '../utils/sale-view.ts';

type QuantityStepperProps = {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
};

/**
 * − [n] +: the buttons for pointers, the field for typing, and ArrowUp/ArrowDown, Home/End on the
 * field for keyboards (a spinbutton, as screen readers expect).
 */
export function QuantityStepper({ value, max, disabled = false, onChange }: QuantityStepperProps) {
  const set = (next: number) => onChange(clampQuantity(next, max));
  const stepClasses =
    'inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-lg font-semibold ' +
    'hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <fieldset className="flex items-center gap-2" disabled={disabled}>
      <legend className="sr-only">Quantity</legend>
      <button
        type="button"
        className={stepClasses}
        aria-label="One fewer"
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label="Quantity"
        aria-valuemin={1}
        aria-valuemax={Math.max(1, max)}
        aria-valuenow={value}
        value={value}
        className="h-11 w-16 rounded-xl border border-white/15 bg-transparent text-center text-lg font-semibold tabular-nums"
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits) set(Number(digits));
        }}
        onKeyDown={(event) => {
          const keys: Record<string, number> = {
            ArrowUp: value + 1,
            ArrowDown: value - 1,
            Home: 1,
            End: max,
          };
          const next = keys[event.key];
          if (next === undefined) return;
          event.preventDefault();
          set(next);
        }}
      />
      <button
        type="button"
        className={stepClasses}
        aria-label="One more"
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
