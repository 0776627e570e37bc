import type { ReactNode } from 'react';

/** Decorative line icons: the text beside them says what they mean. */
function Icon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export function BrokenImageIcon({ className = 'size-12' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M4 5h16v9l-4-3-3 3.5" />
      <path d="M4 5v14h7l2-3" />
      <path d="M20 14v5h-4" />
      <circle cx="9" cy="9.5" r="1.5" />
      <path d="M3 3l18 18" />
    </Icon>
  );
}

export function HourglassIcon({ className = 'size-12' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
    </Icon>
  );
}

export function FileQuestionIcon({ className = 'size-12' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M14 3H6v18h12V7z" />
      <path d="M14 3v4h4" />
      <path d="M10 11.5a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2v.5M12 17.5h.01" />
    </Icon>
  );
}

export function CubeIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </Icon>
  );
}

export function MusicIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </Icon>
  );
}

export function DownloadIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}
