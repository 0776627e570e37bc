import { messages } from '@guardians/shared/common';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';

/** Spec 4/9: the copied feedback resets after one second. */
const FEEDBACK_MS = 1000;

type CopyButtonProps = {
  text: string;
  /** Accessible name before copying, e.g. 'Copy address'. */
  label: string;
  /** Accessible name for the second after copying. */
  copiedLabel?: string;
  /** Toast on success; spec 8: 'Address Copied!' for addresses. */
  successMessage?: string;
  className?: string;
};

/** An icon button that copies `text`, confirms with a toast and a tick for one second. */
export function CopyButton({
  text,
  label,
  copiedLabel = 'Copied',
  successMessage = messages.addressCopied,
  className = '',
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(successMessage);
    } catch (error) {
      // Clipboard access can be refused (insecure context, permissions): nothing was copied.
      console.warn('Clipboard write failed', error);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? copiedLabel : label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gold transition-colors hover:bg-white/10 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {copied ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
          </>
        )}
      </svg>
    </button>
  );
}
