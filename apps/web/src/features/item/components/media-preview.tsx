import { mediaPreviewFor, type NftDetail } from '@guardians/shared/catalogue';
import { messages } from '@guardians/shared/common';
import { mediaUrl } from '../utils/media-url.ts';
import { MediaFrame, MediaMessage } from './media-frame.tsx';
import { FileQuestionIcon, HourglassIcon, MusicIcon } from './media-icons.tsx';
import { MediaImage } from './media-image.tsx';
import { ModelPreview } from './model-preview.tsx';

type MediaPreviewProps = { item: Pick<NftDetail, 'media' | 'image'>; alt: string };

/** The item's media by file type (spec 3): picture, video, audio under its picture, or a 3D model. */
export function MediaPreview({ item, alt }: MediaPreviewProps) {
  const preview = mediaPreviewFor(item.media);
  const image = item.image ? mediaUrl(item.image) : null;

  switch (preview.kind) {
    case 'none':
      return <MediaMessage icon={<HourglassIcon />}>{messages.contentNotAvailable}</MediaMessage>;
    case 'unsupported':
      return <MediaMessage icon={<FileQuestionIcon />}>{messages.fileTypeNotSupported}</MediaMessage>;
  }

  const src = mediaUrl(item.media.uri ?? '');
  switch (preview.kind) {
    case 'image':
      return (
        <MediaFrame>
          <MediaImage src={src} alt={alt} />
        </MediaFrame>
      );
    case 'video':
      return (
        <MediaFrame className="bg-night">
          {/* biome-ignore lint/a11y/useMediaCaption: token art loops without speech; there is nothing to caption */}
          <video
            src={src}
            poster={image ?? undefined}
            controls
            loop
            playsInline
            preload="metadata"
            aria-label={alt}
            className="size-full object-contain"
          />
        </MediaFrame>
      );
    case 'audio':
      return (
        <div className="flex flex-col gap-3">
          <MediaFrame>
            {image ? (
              <MediaImage src={image} alt={alt} />
            ) : (
              <div className="flex size-full items-center justify-center text-gold/60">
                <MusicIcon className="size-24" />
              </div>
            )}
          </MediaFrame>
          {/* biome-ignore lint/a11y/useMediaCaption: token sound without speech; there is nothing to caption */}
          <audio src={src} controls preload="metadata" aria-label={`Sound of ${alt}`} className="w-full" />
        </div>
      );
    case 'model':
      return <ModelPreview key={src} modelUrl={src} extension={preview.extension} poster={image} alt={alt} />;
  }
}
