import type { OdysseyItem } from '@guardians/shared/editorial';
import { prizeLabel } from '../utils/prize-label.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { OdysseySocials, OdysseyVideo } from './odyssey-media.tsx';

/** What a stage holds (spec 3): its contest, its text, pictures, film and socials. */
export function OdysseyStageBody({ stage }: { stage: OdysseyItem }) {
  const prize = prizeLabel(stage.prizeUsd, stage.durationDays);
  return (
    <div className="flex flex-col gap-6">
      {prize && (
        <p className="inline-flex items-center gap-2 self-start rounded-full border border-gold/50 bg-gold/10 px-4 py-1.5 text-sm font-semibold text-gold">
          <span aria-hidden="true">✦</span>
          {prize}
        </p>
      )}
      <div className="flex flex-col gap-4 leading-relaxed text-fg/90">
        {stage.text.map((paragraph, index) => (
          // Plain paragraphs in reading order; they never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <ImageCarousel images={stage.images} label={`${stage.title} pictures`} />
      {stage.videoURL && <OdysseyVideo url={stage.videoURL} title={stage.title} />}
      <OdysseySocials socials={stage.socials} />
    </div>
  );
}
