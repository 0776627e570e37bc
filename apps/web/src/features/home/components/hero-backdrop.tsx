import { bellyPath, bodyPath, bodyPoint, head, spinePath } from './koi-dragon-path.ts';

const tail = bodyPoint(0);
const finA = bodyPoint(0.32);
const finB = bodyPoint(0.62);

/** The hero's glow behind everything, and a fade into the page below. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-[radial-gradient(60%_50%_at_75%_30%,rgba(232,182,76,0.16),transparent_70%),radial-gradient(50%_40%_at_15%_85%,rgba(242,119,61,0.14),transparent_70%)]" />
      <div className="absolute inset-x-0 bottom-0 h-48 bg-linear-to-t from-[#05040f] to-transparent" />
    </div>
  );
}

/**
 * The hero's art, drawn inline (no image request): a moon over the great waterfall and a koi whose
 * body rises from an orange tail into a golden dragon's head, with the empress's star and her five
 * Guardians around it. It has its own box beside the copy (above it on narrow screens), so the
 * dragon never runs through the words at any width.
 */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-art"
      className={`pointer-events-none overflow-hidden ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 800"
        preserveAspectRatio="xMaxYMid slice"
        className="h-full w-full opacity-90"
      >
        <defs>
          <linearGradient id="hero-fall" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#8f8bd8" stopOpacity="0.3" />
            <stop offset="1" stopColor="#8f8bd8" stopOpacity="0" />
          </linearGradient>
          <linearGradient id="hero-body" x1="0" y1="1" x2="1" y2="0">
            <stop offset="0" stopColor="#f2773d" />
            <stop offset="0.5" stopColor="#e8b64c" />
            <stop offset="1" stopColor="#fbe3a4" />
          </linearGradient>
        </defs>
        <circle cx="880" cy="230" r="130" fill="#fbe3a4" opacity="0.08" />
        <circle cx="880" cy="230" r="90" fill="#fbe3a4" opacity="0.08" />
        <g fill="url(#hero-fall)">
          <rect x="560" y="0" width="14" height="800" rx="7" />
          <rect x="600" y="0" width="8" height="700" rx="4" />
          <rect x="636" y="0" width="18" height="760" rx="9" />
          <rect x="680" y="0" width="6" height="640" rx="3" />
        </g>
        {/* Koi tail fan and fins, where the fish still shows. */}
        <g fill="#f2773d" opacity="0.75">
          <path
            d={`M${tail.x} ${tail.y}c-40-34-96-36-140-14 44 8 78 22 96 44-40 0-72 18-92 48 46-18 96-30 136-78z`}
          />
          <path d={`M${finA.x} ${finA.y}c-30 20-46 52-40 92 16-30 38-52 62-70z`} />
          <path d={`M${finB.x} ${finB.y}c30 10 64 6 92-14-32-2-56-10-76-26z`} fill="#f8b45a" />
        </g>
        <path d={bodyPath} fill="url(#hero-body)" />
        <path d={bellyPath} fill="#fff3d1" opacity="0.25" />
        {/* Scales: short dashes along the spine, dark on gold. */}
        <path d={spinePath} fill="none" stroke="#7a3d12" strokeOpacity="0.45" strokeWidth="2" />
        <g transform={`translate(${head.x} ${head.y}) rotate(${head.angle})`}>
          {/* Drawn facing up: snout at -y, horns and whiskers streaming back. */}
          <path d="M-20 10C-22-20-10-40 0-48 10-40 22-20 20 10 10 18-10 18-20 10Z" fill="#fbe3a4" />
          <path
            d="M-12 2c-8 18-18 32-30 46M12 2c8 18 18 32 30 46"
            fill="none"
            stroke="#e8b64c"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <path
            d="M-8-38c-40 8-66 40-76 96M8-38c40 8 66 40 76 96"
            fill="none"
            stroke="#fbe3a4"
            strokeWidth="2"
            strokeLinecap="round"
            opacity="0.75"
          />
          <circle cx="-8" cy="-18" r="3.5" fill="#05040f" />
          <circle cx="8" cy="-18" r="3.5" fill="#05040f" />
        </g>
        <g fill="#fbe3a4">
          <circle cx="1120" cy="140" r="6" />
          <circle cx="930" cy="470" r="3.5" opacity="0.8" />
          <circle cx="1040" cy="520" r="3.5" opacity="0.8" />
          <circle cx="1150" cy="420" r="3.5" opacity="0.8" />
          <circle cx="800" cy="590" r="3.5" opacity="0.8" />
          <circle cx="1160" cy="620" r="3.5" opacity="0.8" />
        </g>
      </svg>
    </div>
  );
}
