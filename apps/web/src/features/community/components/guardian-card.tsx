import type { Guardian } from '@guardians/shared/community';
import { ItemCard } from '../../../components/ui/item-card/item-card.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { ElementBadge } from './element-badge.tsx';

/** How many powers a card shows; the rest are on the Guardian's page. */
const POWERS_SHOWN = 2;

/** A Guardian of the lore: portrait, element, title and the first powers; the whole card is the link. */
export function GuardianCard({ guardian, eager }: { guardian: Guardian; eager: boolean }) {
  const powers = guardian.powers.slice(0, POWERS_SHOWN);
  return (
    <ItemCard
      size="large"
      heading="h2"
      name={guardian.name}
      href={`/guardians/${guardian._id}`}
      media={
        <ItemPicture
          src={guardian.image}
          alt={`${guardian.name}, ${guardian.title}`}
          eager={eager}
          className="size-full transition-transform duration-700 motion-safe:group-hover:scale-105"
        />
      }
      badge={<ElementBadge element={guardian.element} className="backdrop-blur-sm" />}
    >
      <p className="text-sm font-semibold text-gold">{guardian.title}</p>
      {powers.length > 0 ? (
        <ul
          aria-label={`Powers of ${guardian.name}`}
          className="mt-1 flex flex-col gap-1.5 text-sm text-muted"
        >
          {powers.map((power) => (
            <li key={power} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rotate-45 bg-koi" />
              <span className="line-clamp-2">{power}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 line-clamp-3 text-sm text-muted">{guardian.description}</p>
      )}
    </ItemCard>
  );
}
