import type { Shield } from '@guardians/shared/shields';
import { serverUrl } from '../utils/shield-urls.ts';

type ShieldBadgeProps = {
  shield: Pick<Shield, 'name' | 'image'>;
  onSelect: () => void;
  /** Locked shields are shown dimmed in the All Shields list. */
  locked?: boolean;
  size?: 'md' | 'lg';
};

const sizes = { md: 'size-14 sm:size-16', lg: 'size-16 sm:size-20' };

/** A round shield picture; its name shows on hover and on keyboard focus (and is the button's name). */
export function ShieldBadge({ shield, onSelect, locked = false, size = 'md' }: ShieldBadgeProps) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-label={locked ? `${shield.name} (locked)` : shield.name}
      className="group relative shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
    >
      <span
        className={`flex items-center justify-center overflow-hidden rounded-full border border-gold/40 bg-white/5 p-1.5 transition-transform duration-150 group-hover:scale-105 ${sizes[size]}`}
      >
        <img
          src={serverUrl(shield.image)}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className={`size-full object-contain ${locked ? 'opacity-40 grayscale' : ''}`}
        />
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-full left-1/2 z-10 mt-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-night px-2 py-1 text-xs font-semibold text-fg opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {shield.name}
      </span>
    </button>
  );
}

/** The synthetic entry appended to the strip (spec 2): opens the list of every shield. */
export function AllShieldsBadge({ onSelect }: { onSelect: () => void }) {
  return (
    <button
      type="button"
      onClick={onSelect}
      className="group flex shrink-0 flex-col items-center gap-1 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
    >
      <span className="flex size-14 items-center justify-center rounded-full border border-dashed border-gold/70 text-gold transition-colors group-hover:bg-gold/10 sm:size-16">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" strokeLinejoin="round" />
          <path d="M12 9v6M9 12h6" strokeLinecap="round" />
        </svg>
      </span>
      <span className="text-xs font-semibold text-muted group-hover:text-fg">All Shields</span>
    </button>
  );
}
