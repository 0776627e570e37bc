import type { Guardian } from '@guardians/shared/community';

type Element = Guardian['element'];

/**
 * The five elements of the lore, each with a drawn sign (not a CJK character: many systems have
 * no font for it) and a colour that reads on night.
 */
const elements: Record<Element, { path: string; className: string }> = {
  water: {
    path: 'M12 3c3.5 4.5 6 7.8 6 11a6 6 0 0 1-12 0c0-3.2 2.5-6.5 6-11Z',
    className: 'border-sky-400/60 bg-sky-400/10 text-sky-200',
  },
  fire: {
    path: 'M12 2c1 3.5 5 5.5 5 11a5 5 0 0 1-10 0c0-2.5 1.2-4 2.5-5.2.2 1.7 1 2.7 2 3.2-.4-3 0-6.2.5-9Z',
    className: 'border-koi/70 bg-koi/15 text-[#ffc2a1]',
  },
  wood: {
    path: 'M5 19C5 10 10 5 19 5c0 9-5 14-14 14Zm0 0 8-8',
    className: 'border-emerald-400/60 bg-emerald-400/10 text-emerald-200',
  },
  metal: {
    path: 'M12 3 20 12 12 21 4 12Z',
    className: 'border-slate-300/60 bg-slate-300/10 text-slate-100',
  },
  earth: {
    path: 'M2 20 9 8l4 6 3-4 6 10Z',
    className: 'border-amber-500/60 bg-amber-500/10 text-amber-200',
  },
};

export function ElementBadge({ element, className = '' }: { element: Element; className?: string }) {
  const { path, className: tone } = elements[element];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-wider uppercase ${tone} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d={path} />
      </svg>
      <span className="sr-only">Element: </span>
      {element}
    </span>
  );
}
