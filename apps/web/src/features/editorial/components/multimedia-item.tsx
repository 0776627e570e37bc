import { messages } from '@guardians/shared/common';
import { mediaKind } from '../utils/media-kind.ts';
import { serverUrl } from '../utils/server-url.ts';
import { EditorialImage } from './editorial-image.tsx';

type MultimediaItemProps = { url: string; mime: string; label: string };

/** One entry of a story's multimedia (spec 3): a picture, a video or a sound, by its mime type. */
export function MultimediaItem({ url, mime, label }: MultimediaItemProps) {
  const frame = 'overflow-hidden rounded-2xl border border-card-border bg-night';
  switch (mediaKind(mime)) {
    case 'image':
      return (
        <figure className={frame}>
          <EditorialImage src={url} alt={label} className="aspect-video size-full" />
        </figure>
      );
    case 'video':
      return (
        <figure className={frame}>
          {/* biome-ignore lint/a11y/useMediaCaption: lore clips are music and motion without speech. */}
          <video controls preload="metadata" src={serverUrl(url)} aria-label={label} className="w-full" />
        </figure>
      );
    case 'audio':
      return (
        <figure className={`${frame} flex flex-col gap-3 p-5`}>
          <figcaption className="text-sm font-semibold text-fg">{label}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the lore's music has no words to caption. */}
          <audio controls preload="none" src={serverUrl(url)} className="w-full" />
        </figure>
      );
    default:
      return (
        <p className={`${frame} grid min-h-32 place-items-center p-6 text-center text-muted`}>
          {messages.fileTypeNotSupported}
        </p>
      );
  }
}
