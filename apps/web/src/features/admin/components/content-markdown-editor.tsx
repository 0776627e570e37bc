import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useContentPreview } from '../api/content-preview.ts';
import { ContentPreviewPane } from './content-preview-pane.tsx';

/** Typing settles this long before the server renders the preview again. */
const PREVIEW_DEBOUNCE_MS = 400;
const MARKDOWN_MAX = 100_000;

type View = 'write' | 'preview';

type ContentMarkdownEditorProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

const toggleClasses = (selected: boolean) =>
  `min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
    selected ? 'bg-gold text-night' : 'text-muted hover:bg-white/10 hover:text-fg'
  }`;

/**
 * The body in Markdown beside its live preview on wide screens; a phone switches between writing and
 * previewing (two panes would leave each a few words wide).
 */
export function ContentMarkdownEditor({ value, onChange, error }: ContentMarkdownEditorProps) {
  const id = useId();
  const [view, setView] = useState<View>('write');
  const settled = useDebouncedValue(value, PREVIEW_DEBOUNCE_MS);
  const preview = useContentPreview(settled);
  const empty = settled.trim() === '';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          Body <span className="font-normal text-muted">(Markdown)</span>
        </label>
        <fieldset className="flex gap-1 rounded-full border border-card-border p-1 lg:hidden">
          <legend className="sr-only">Editor view</legend>
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
              className={toggleClasses(view === name)}
            >
              {name === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={`flex flex-col gap-1.5 ${view === 'preview' ? 'hidden lg:flex' : ''}`}>
          <textarea
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={MARKDOWN_MAX}
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-note`}
            className="min-h-[28rem] w-full flex-1 rounded-xl border border-card-border bg-night/60 p-4 font-mono text-sm leading-relaxed text-fg transition-colors hover:border-gold/50 focus-visible:border-gold aria-invalid:border-red-400"
          />
          <p id={`${id}-note`} aria-live="polite" className="text-sm">
            {error ? (
              <span className="text-[#ff9b8a]">{error}</span>
            ) : (
              <span className="text-muted">
                Headings with #, **bold**, [links](https://…), ![pictures](/path.png).
              </span>
            )}
          </p>
        </div>
        <section aria-label="Preview" className={view === 'write' ? 'hidden lg:block' : ''}>
          <ContentPreviewPane
            html={empty ? undefined : preview.data}
            empty={empty && value.trim() === ''}
            updating={value !== settled || preview.isFetching}
            error={preview.error}
          />
        </section>
      </div>
    </div>
  );
}
