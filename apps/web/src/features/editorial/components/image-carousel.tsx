import { useRef } from 'react';
import { useCarouselSnaps } from '../hooks/use-carousel-snaps.ts';
import { showCarouselDots } from '../utils/carousel-snaps.ts';
import { EditorialImage } from './editorial-image.tsx';

type ImageCarouselProps = { images: string[]; label: string };

/**
 * A row of pictures that scrolls and snaps (touch, trackpad, keyboard once focused); the dots
 * appear only when there is more than one place to snap to (spec 9).
 */
export function ImageCarousel({ images, label }: ImageCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const { snapCount, active, scrollTo } = useCarouselSnaps(track);
  if (images.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col gap-3">
      <ul
        ref={track}
        // Focusable so keyboard users can scroll it with the arrow keys.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth rounded-2xl pb-2 [scrollbar-width:thin]"
      >
        {images.map((image, index) => (
          <li
            key={image}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
            className="aspect-[4/3] w-[85%] shrink-0 snap-start overflow-hidden rounded-2xl border border-card-border bg-night sm:w-[calc(50%-0.5rem)]"
          >
            <EditorialImage src={image} alt={`${label}, picture ${index + 1}`} className="size-full" />
          </li>
        ))}
      </ul>
      {showCarouselDots(snapCount) && (
        <div className="flex justify-center gap-1">
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              // Dots stand for scroll positions, which only ever grow or shrink at the end.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              type="button"
              aria-label={`Show pictures ${index + 1} of ${snapCount}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => scrollTo(index)}
              className="grid size-11 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${
                  index === active ? 'w-6 bg-gold' : 'w-2 bg-fg/35'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
