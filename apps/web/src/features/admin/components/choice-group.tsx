export type Choice<T extends string> = { value: T; label: string; hint: string };

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
};

/** Radio buttons drawn as cards: each choice says what it does; arrow keys move between them. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-fg">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors ${
                checked ? 'border-gold bg-gold/10' : 'border-card-border hover:border-gold/50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-1 size-4 shrink-0 accent-gold"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold text-fg">{choice.label}</span>
                <span className="text-sm text-muted">{choice.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
