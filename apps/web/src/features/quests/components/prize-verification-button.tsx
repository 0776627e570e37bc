import { Button } from '../../../components/ui/button.tsx';
import { usePrizeVerificationAction } from '../hooks/use-prize-verification.ts';
import { formatQuestDate } from '../utils/quest-info.ts';

/** Spec 4 quest-prize verification: once verified it reads so, and no longer calls the server. */
export function PrizeVerificationButton() {
  const verification = usePrizeVerificationAction();
  if (verification.verified) {
    return (
      <p
        data-testid="prize-verified"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/60 px-4 text-sm font-semibold text-gold"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Collection verified
        {verification.verifiedAt && (
          <span className="sr-only"> on {formatQuestDate(verification.verifiedAt)}</span>
        )}
      </p>
    );
  }
  return (
    <Button
      onClick={() => void verification.start()}
      disabled={verification.pending}
      aria-busy={verification.pending}
    >
      Verify my collection
    </Button>
  );
}
