/** The coin (Animecoin) mark: a gold disc with a star, drawn so it reads at 16 px. */
export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <circle cx="12" cy="12" r="10" fill="var(--gold)" />
      <circle cx="12" cy="12" r="7.5" fill="none" stroke="#05040f" strokeOpacity="0.35" strokeWidth="1.2" />
      <path
        d="M12 7.2l1.4 2.9 3.2.4-2.3 2.2.6 3.1L12 14.3l-2.9 1.5.6-3.1-2.3-2.2 3.2-.4z"
        fill="#05040f"
        fillOpacity="0.6"
      />
    </svg>
  );
}
