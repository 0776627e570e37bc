/** The portal itself: concentric rings of gold light around a dark pool (decorative). */
export function PortalRings({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`pointer-events-none ${className}`}>
      <span className="absolute inset-0 rounded-full bg-[radial-gradient(circle,color-mix(in_oklab,var(--gold)_28%,transparent)_0%,transparent_65%)] blur-2xl" />
      <span className="absolute inset-[6%] rounded-full border border-gold/25" />
      <span className="absolute inset-[14%] rounded-full border border-gold/40 motion-safe:animate-[spin_60s_linear_infinite] [border-style:dashed]" />
      <span className="absolute inset-[24%] rounded-full border-2 border-gold/60 shadow-[0_0_60px_-6px] shadow-gold/60" />
      <span className="absolute inset-[32%] rounded-full bg-[radial-gradient(circle,#1b1550_0%,#05040f_75%)]" />
    </div>
  );
}
