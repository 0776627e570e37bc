/** The broken-image placeholder (spec 8), standing where the picture was so the card keeps its shape. */
export function BrokenImage({ alt, className = '' }: { alt: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`${alt} (image failed to load)`}
      className={`grid place-items-center text-muted ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m3 16 5-5 4 4m2-2 2-2 5 5M4 4l16 16" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
