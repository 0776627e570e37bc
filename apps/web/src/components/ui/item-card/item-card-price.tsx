type ItemCardPriceProps = {
  /** The listing's price; absent or null when the item is not listed. */
  price: { price: string | null; symbol: string } | undefined;
  /** What stands in the price's place when the item is not listed ('Not for sale', its number). */
  fallback: string;
};

/** A listed item's price in gold; otherwise the quieter fallback, on the same line height. */
export function ItemCardPrice({ price, fallback }: ItemCardPriceProps) {
  return price?.price ? (
    <span className="text-sm font-semibold text-gold">
      {price.price} {price.symbol}
    </span>
  ) : (
    <span className="text-sm text-muted">{fallback}</span>
  );
}
