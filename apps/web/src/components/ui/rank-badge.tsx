const podium: Record<number, string> = {
  1: 'bg-gold text-night shadow-[0_0_24px_-4px] shadow-gold/70',
  2: 'bg-[#d9d4e8] text-night',
  3: 'bg-[#c98a4b] text-night',
};

/** The collector's place: gold, silver and bronze for the first three, an outline after. */
export function RankBadge({ rank, className = '' }: { rank: number; className?: string }) {
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-full font-bold tabular-nums ${
        podium[rank] ?? 'border border-card-border text-fg'
      } ${className}`}
    >
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}
