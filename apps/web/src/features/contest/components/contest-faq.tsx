import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CONTEST_FAQ } from '../utils/contest-faq.ts';

/**
 * The contest FAQ as a WAI-ARIA accordion: each question is a button (Enter/Space toggle) that
 * controls its answer region; Up/Down move between questions, Home/End jump to the ends.
 */
export function ContestFaq() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = CONTEST_FAQ.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-5">
      <h2 id="faq-title" className="text-2xl font-bold text-fg sm:text-3xl">
        Contest FAQ
      </h2>
      <div className="divide-y divide-card-border overflow-hidden rounded-2xl border border-card-border bg-card/85">
        {CONTEST_FAQ.map((entry, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={entry.question}>
              <h3>
                <button
                  ref={(node) => {
                    buttons.current[index] = node;
                  }}
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-fg hover:bg-white/5"
                >
                  <span>{entry.question}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className={`size-5 shrink-0 text-gold transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-muted"
              >
                {entry.answer}
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
