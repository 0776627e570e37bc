import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Link } from 'react-router';

export type ItemCardSize = 'compact' | 'regular' | 'large';

type ItemCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The card's heading; it also names the card for assistive technology. */
  name: string;
  /** The square picture: an ItemPicture, or a video preview with its poster. */
  media: ReactNode;
  /** Where the name leads. */
  href?: string | undefined;
  /**
   * The whole card is the link (the name's link stretches over it). Off when the card holds
   * controls of its own (a claim button): a link around a button cannot be used.
   */
  stretchLink?: boolean;
  /** A label on the picture's top-left corner (media kind, element, 'Your Guardian'). */
  badge?: ReactNode;
  /** A control on the picture's top-right corner (the cart button), above the stretched link. */
  action?: ReactNode;
  /** Lines under the name: token number, price, likes, a button. */
  children?: ReactNode;
  size?: ItemCardSize;
  /** Gold frame: the viewer's own piece. */
  highlighted?: boolean;
  heading?: 'h2' | 'h3';
  /** The name's id, for controls inside that describe themselves by it; generated when absent. */
  nameId?: string;
};

const frame: Record<ItemCardSize, string> = {
  compact: 'rounded-2xl bg-card',
  regular: 'rounded-2xl bg-card',
  large: 'rounded-3xl bg-card/80',
};
const body: Record<ItemCardSize, string> = {
  compact: 'gap-0.5 p-3',
  regular: 'gap-1 p-3',
  large: 'gap-2 px-5 pb-5',
};
const title: Record<ItemCardSize, string> = {
  compact: 'truncate text-sm font-semibold',
  // Two lines before cutting: a narrow card still shows a name's number (the card says it once).
  regular: 'line-clamp-2 font-semibold break-words',
  large: 'text-2xl font-bold text-fg',
};
const badgeInset: Record<ItemCardSize, string> = {
  compact: 'top-2 left-2',
  regular: 'top-2 left-2',
  large: 'top-3 left-3',
};
const focusRing =
  'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold';

/**
 * The one tile for an item or a Guardian: picture first, then the name and what the page adds
 * under it. Pages differ only in the slots they fill, so every grid reads and behaves alike.
 */
export function ItemCard({
  name,
  media,
  href,
  stretchLink = true,
  badge,
  action,
  children,
  size = 'regular',
  highlighted = false,
  heading: Heading = 'h3',
  nameId,
  className = '',
  ...rest
}: ItemCardProps) {
  const generatedId = useId();
  const id = nameId ?? generatedId;
  const stretched = Boolean(href) && stretchLink;
  const border = highlighted
    ? 'border-gold shadow-[0_0_30px_-12px] shadow-gold'
    : `border-card-border ${stretched ? 'hover:border-gold/60' : ''}`;
  return (
    <article
      aria-labelledby={id}
      className={`group relative flex h-full flex-col overflow-hidden border text-card-fg transition-colors ${frame[size]} ${border} ${stretched ? focusRing : ''} ${className}`}
      {...rest}
    >
      <div className="relative aspect-square overflow-hidden bg-night/60">
        {media}
        {size === 'large' && (
          // The name sits close under the portrait: a fade joins the two.
          <div
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-card to-transparent"
          />
        )}
        {badge && <div className={`absolute flex gap-1 ${badgeInset[size]}`}>{badge}</div>}
        {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
      </div>
      <div className={`flex flex-1 flex-col ${body[size]}`}>
        <Heading id={id} className={title[size]}>
          {href ? (
            <Link
              to={href}
              className={
                stretched
                  ? 'after:absolute after:inset-0 group-hover:text-gold focus-visible:outline-none'
                  : 'rounded hover:text-gold focus-visible:outline-2 focus-visible:outline-gold'
              }
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {children}
      </div>
    </article>
  );
}

/** Classes for the picture inside a card: it fills the square and grows a little on hover. */
export const itemCardMediaClass =
  'absolute inset-0 size-full transition-transform duration-300 motion-safe:group-hover:scale-[1.03]';
