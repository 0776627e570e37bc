type ItemCardPriceProps = {
  /** The listing's price (null when not listed) and, when known, the latest sale's. */
  price: { price: string | null; symbol: string; lastSale?: string | null | undefined } | undefined;
  /** What stands in the price's place when the item is neither listed nor ever sold. */
  fallback: string;
};

/**
 * What a buyer looks for first: a listed item's price, large and in gold; otherwise its last sale,
 * quieter; otherwise the fallback ('Not for sale', its number), on the same line height.
 */
export function ItemCardPrice({ price, fallback }: ItemCardPriceProps) {
  if (price?.price) {
    return (
      <span className="text-base leading-6 font-bold text-gold tabular-nums">
        {price.price} {price.symbol}
      </span>
    );
  }
  if (price?.lastSale) {
    return (
      <span className="text-sm leading-6 text-muted">
        Last sale{' '}
        <span className="font-semibold text-fg tabular-nums">
          {price.lastSale} {price.symbol}
        </span>
      </span>
    );
  }
  return <span className="text-sm leading-6 text-muted">{fallback}</span>;
}
