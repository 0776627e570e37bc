import { useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentInView } from '../../../lib/use-current-in-view.ts';
import { type ConsoleSection, sectionPath } from '../utils/console-sections.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl ${
    isActive ? 'bg-gold text-night' : 'text-fg hover:bg-white/10'
  }`;

/**
 * The sections the caller's roles open: a row that scrolls sideways on phones, a column beside
 * the page from 1024 px. Sections the server would refuse are not listed at all.
 */
export function ConsoleNav({ sections }: { sections: readonly ConsoleSection[] }) {
  const row = useRef<HTMLUListElement>(null);
  useCurrentInView(row, '[aria-current="page"]', useLocation().pathname);
  return (
    <nav aria-label="Console sections" className="lg:sticky lg:top-[calc(var(--nav-height)+2rem)] lg:w-56">
      <p className="mb-2 px-1 text-xs font-semibold tracking-widest text-gold uppercase lg:px-4">
        Operator console
      </p>
      <ul
        ref={row}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0"
      >
        <li>
          <NavLink to="/admin" end className={linkClasses}>
            Overview
          </NavLink>
        </li>
        {sections.map((section) => (
          <li key={section.id}>
            <NavLink to={sectionPath(section.id)} className={linkClasses}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
