import { mediaUrl } from '../utils/media-url.ts';

/** Banner height, the 90 px navbar included (it floats over the banner on /forge pages). */
export const bannerHeight = 'h-[230px] sm:h-[300px] lg:h-[340px]';

/** The profile's banner image, or the site's night-and-waterfall art when there is none. */
export function ProfileBanner({ bannerImage }: { bannerImage: string | null }) {
  return (
    <div
      aria-hidden="true"
      // Fades out at the bottom into whatever ground the page has (the theme may change it).
      className={`relative w-full overflow-hidden [mask-image:linear-gradient(to_bottom,black_55%,transparent)] ${bannerHeight}`}
    >
      {bannerImage ? (
        <img src={mediaUrl(bannerImage)} alt="" className="absolute inset-0 size-full object-cover" />
      ) : (
        <BannerArt />
      )}
      {/* Darker under the navbar, so its links stay legible over any banner. */}
      <div className="absolute inset-x-0 top-0 h-nav bg-linear-to-b from-night/70 to-transparent" />
    </div>
  );
}

function BannerArt() {
  return (
    <div className="absolute inset-0 bg-[radial-gradient(70%_90%_at_80%_10%,rgba(232,182,76,0.22),transparent_60%),radial-gradient(60%_80%_at_10%_100%,rgba(242,119,61,0.20),transparent_70%),linear-gradient(180deg,#1d1650_0%,#0b0a1f_100%)]">
      <svg
        viewBox="0 0 1440 340"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="banner-fall" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#8f8bd8" stopOpacity="0.35" />
            <stop offset="1" stopColor="#8f8bd8" stopOpacity="0" />
          </linearGradient>
        </defs>
        <circle cx="1130" cy="120" r="70" fill="#fbe3a4" opacity="0.12" />
        <circle cx="1130" cy="120" r="44" fill="#fbe3a4" opacity="0.14" />
        <g fill="url(#banner-fall)">
          <rect x="660" y="0" width="12" height="340" rx="6" />
          <rect x="696" y="0" width="6" height="300" rx="3" />
          <rect x="724" y="0" width="16" height="330" rx="8" />
          <rect x="762" y="0" width="5" height="280" rx="2.5" />
        </g>
        {/* Distant temple roofs and the river's ripples. */}
        <g fill="#05040f" opacity="0.55">
          <path d="M0 300 L120 250 L240 280 L380 230 L520 275 L640 245 L820 290 L980 240 L1140 280 L1300 235 L1440 270 L1440 340 L0 340Z" />
        </g>
        <g fill="none" stroke="#e8b64c" strokeOpacity="0.22" strokeWidth="2">
          <path d="M80 318c60-14 120-14 180 0s120 14 180 0" />
          <path d="M960 322c60-14 120-14 180 0s120 14 180 0" />
        </g>
        {/* The empress's star and the five Guardians' lights. */}
        <g fill="#fbe3a4">
          <circle cx="1010" cy="70" r="2.5" opacity="0.8" />
          <circle cx="180" cy="120" r="2" opacity="0.6" />
          <circle cx="320" cy="160" r="1.5" opacity="0.5" />
          <circle cx="470" cy="110" r="2" opacity="0.6" />
          <circle cx="900" cy="170" r="1.5" opacity="0.5" />
          <circle cx="1320" cy="150" r="2" opacity="0.6" />
        </g>
      </svg>
    </div>
  );
}
