import { useId } from 'react';

type ContentSwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label saying what "on" means (read out as the switch's description). */
  hint?: string;
  /** The switch's name when the visible label repeats down a list ("Koi wallpaper: holders only"). */
  accessibleName?: string;
};

/** An on/off switch with its label beside it; Space or Enter flips it, like a checkbox. */
export function ContentSwitch({
  label,
  checked,
  onChange,
  disabled = false,
  hint,
  accessibleName,
}: ContentSwitchProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={accessibleName}
      aria-labelledby={accessibleName ? undefined : `${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex min-h-11 items-center gap-3 rounded-xl text-left disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative h-6 w-11 shrink-0 rounded-full border transition-colors ${
          checked ? 'border-gold bg-gold' : 'border-card-border bg-night/60'
        }`}
      >
        <span
          className={`absolute top-0.5 size-4.5 rounded-full transition-transform motion-reduce:transition-none ${
            checked ? 'translate-x-5.5 bg-night' : 'translate-x-0.5 bg-muted'
          }`}
        />
      </span>
      <span className="flex flex-col">
        <span id={`${id}-label`} className="text-sm font-semibold text-fg">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </span>
        )}
      </span>
    </button>
  );
}
