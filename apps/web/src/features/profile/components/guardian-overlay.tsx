import type { Guardian } from '@guardians/shared/community';

/** The Guardian the profile chose, framed over the banner's edge. */
export function GuardianOverlay({ guardian }: { guardian: Guardian }) {
  return (
    <figure className="pointer-events-none flex flex-col items-center gap-2">
      <img
        src={guardian.image}
        alt={`Guardian ${guardian.name}`}
        width={256}
        height={256}
        className="size-24 rounded-2xl border border-gold/60 object-cover shadow-2xl shadow-black/60 sm:size-36 lg:size-44"
      />
      <figcaption className="text-center text-xs leading-tight sm:text-sm">
        <span className="block font-semibold text-gold">{guardian.name}</span>
        <span className="hidden text-muted sm:block">{guardian.title}</span>
      </figcaption>
    </figure>
  );
}
