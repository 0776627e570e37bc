import type { SiteDraft } from '../utils/site-form.ts';
import { NAVBAR_FLAG_FIELDS } from '../utils/site-form.ts';
import { FormPanel } from './form-panel.tsx';

type SiteNavbarFieldsProps = { draft: SiteDraft; onChange: (draft: SiteDraft) => void };

/** The navbar's optional links; those about the one collection only show in single mode. */
export function SiteNavbarFields({ draft, onChange }: SiteNavbarFieldsProps) {
  const multi = draft.mode === 'multi';
  return (
    <FormPanel
      title="Navbar links"
      description="Home, NFTArena and Forge are always there; choose the others."
    >
      <fieldset>
        <legend className="sr-only">Links shown in the navbar</legend>
        <ul className="grid gap-2 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]">
          {NAVBAR_FLAG_FIELDS.map(({ flag, label, singleOnly }) => {
            const hidden = multi && singleOnly === true;
            return (
              <li key={flag}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-card-border px-3 py-2 hover:border-gold/50">
                  <input
                    type="checkbox"
                    checked={draft[flag]}
                    onChange={(event) => onChange({ ...draft, [flag]: event.target.checked })}
                    className="size-4 shrink-0 accent-gold"
                  />
                  <span className="flex flex-col">
                    <span className="text-fg">{label}</span>
                    {hidden && <span className="text-xs text-muted">Not shown in multi mode</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </FormPanel>
  );
}
