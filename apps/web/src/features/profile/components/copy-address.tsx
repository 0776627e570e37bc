import { useCopyFeedback } from '../hooks/use-copy-feedback.ts';

/** The full address (selectable) and a button that copies it; the icon confirms for one second. */
export function CopyAddress({ address }: { address: string }) {
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 font-mono text-sm break-all text-muted" title={address}>
        {address}
      </span>
      <button
        type="button"
        onClick={() => copy(address)}
        aria-label={copied ? 'Address copied' : 'Copy address'}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gold transition-colors hover:bg-white/10"
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
    </div>
  );
}
