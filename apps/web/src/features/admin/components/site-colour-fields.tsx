import { useId } from 'react';
import {
  COLOUR_FIELDS,
  colourOf,
  type SiteDraft,
  type SiteFieldErrors,
  withColour,
} from '../utils/site-form.ts';
import { FormPanel } from './form-panel.tsx';

const inputClasses =
  'w-full min-w-0 rounded-xl border border-card-border bg-night/60 px-4 py-2.5 font-mono text-base text-fg ' +
  'transition-colors hover:border-gold/50 focus-visible:border-gold aria-invalid:border-red-400';

/** The picker only speaks #rrggbb; other CSS colours are typed, and the picker starts from black. */
function pickerValue(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
}

type ColourFieldProps = {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** A CSS colour as text, with a swatch that shows it and opens the system colour picker. */
function ColourField({ label, value, error, onChange }: ColourFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <label
          className="relative size-11 shrink-0 cursor-pointer rounded-xl border border-card-border has-focus-visible:outline-3 has-focus-visible:outline-gold"
          style={{ background: value }}
        >
          <span className="sr-only">{`${label}: pick a colour`}</span>
          <input
            type="color"
            value={pickerValue(value.trim())}
            onChange={(event) => onChange(event.target.value)}
            className="sr-only"
          />
        </label>
        <input
          id={id}
          value={value}
          maxLength={200}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
      </div>
      <p id={noteId} aria-live="polite" className="text-sm">
        {error && <span className="text-[#ff9b8a]">{error}</span>}
      </p>
    </div>
  );
}

type SiteColourFieldsProps = {
  draft: SiteDraft;
  errors: SiteFieldErrors;
  onChange: (draft: SiteDraft) => void;
};

/** The palette every page is painted with (CSS variables, use-site-theme.ts). */
export function SiteColourFields({ draft, errors, onChange }: SiteColourFieldsProps) {
  return (
    <FormPanel
      title="Colours"
      description="Any CSS colour. The preview follows as you type; visitors see it once saved."
    >
      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        {COLOUR_FIELDS.map(({ path, label }) => (
          <ColourField
            key={path}
            label={label}
            value={colourOf(draft, path)}
            error={errors[path]}
            onChange={(value) => onChange(withColour(draft, path, value))}
          />
        ))}
      </div>
    </FormPanel>
  );
}
