const podium: Record<number, string> = {
  1: 'bg-gold text-night shadow-[0_0_24px_-4px] shadow-gold/70',
  2: 'bg-[#d9d4e8] text-night',
  3: 'bg-[#c98a4b] text-night',
};

type RankBadgeProps = {
  rank: number;
  className?: string;
  /**
   * Says 'Rank' before the number to a screen reader. Off inside a table, where the column's
   * header already does.
   */
  spoken?: boolean;
};

/** A place in a ranking: gold, silver and bronze for the first three, an outline after. */
export function RankBadge({ rank, className = '', spoken = true }: RankBadgeProps) {
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full font-bold tabular-nums ${
        podium[rank] ?? 'border border-card-border text-fg'
      } ${className}`}
    >
      {spoken && <span className="sr-only">Rank </span>}
      {rank}
    </span>
  );
}
