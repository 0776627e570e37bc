import type { OdysseyItem } from '@guardians/shared/editorial';
import { isVideoFile } from '../utils/media-kind.ts';
import { serverUrl } from '../utils/server-url.ts';
import { ExternalIcon } from './editorial-icons.tsx';

const pill =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-card-border bg-night/60 px-4 text-sm font-semibold text-fg transition-colors hover:border-gold/70';

/** A stage's video: played in place when it is a file, otherwise a link to the video's page. */
export function OdysseyVideo({ url, title }: { url: string; title: string }) {
  if (!isVideoFile(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={`${pill} self-start`}>
        Watch the {title} film
        <ExternalIcon />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="overflow-hidden rounded-2xl border border-card-border bg-night">
      {/* biome-ignore lint/a11y/useMediaCaption: the stage films are music and motion without speech. */}
      <video
        controls
        preload="metadata"
        src={serverUrl(url)}
        aria-label={`${title} film`}
        className="w-full"
      />
    </div>
  );
}

/** The stage's social links (its contest hashtag, its Discord channel...), opening elsewhere. */
export function OdysseySocials({ socials }: { socials: OdysseyItem['socials'] }) {
  if (socials.length === 0) return null;
  return (
    <ul aria-label="Follow this stage" className="flex flex-wrap gap-2">
      {socials.map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" className={pill}>
            {social.label}
            <ExternalIcon className="size-3.5 text-gold" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
