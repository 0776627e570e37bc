import type { ContestPiece } from '@guardians/shared/contest';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { claimButtonState, pieceName } from '../utils/claim-messages.ts';
import { PieceImage } from './piece-image.tsx';

type ClaimCardProps = {
  piece: ContestPiece;
  pending: boolean;
  busy: boolean;
  onClaim: (piece: ContestPiece) => void;
  /** The Guardian's item page: a person looks at a piece before claiming it. */
  href: string;
};

const buttonTone = {
  claim: 'primary',
  mine: 'outline',
  taken: 'ghost',
} as const;

/**
 * Image first, then the name (a link to the item page) and the claim button: 'Claim', 'Claimed by {name}' (someone else's,
 * disabled) or 'Yours — click to release' (claiming your own piece again releases it).
 */
export function ClaimCard({ piece, pending, busy, onClaim, href }: ClaimCardProps) {
  const nameId = useId();
  const name = pieceName(piece);
  const state = claimButtonState(piece.claim);
  return (
    <article
      aria-labelledby={nameId}
      data-claim={state.kind}
      data-piece-id={piece.id}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-fg transition-colors ${
        state.kind === 'mine' ? 'border-gold shadow-[0_0_30px_-12px] shadow-gold' : 'border-card-border'
      }`}
    >
      <div className="relative aspect-square overflow-hidden bg-night/60">
        <PieceImage src={piece.thumbnail ?? piece.image} alt={name} className="absolute inset-0 size-full" />
        {state.kind === 'mine' && (
          <span className="absolute top-2 left-2 rounded-full bg-gold px-2.5 py-1 text-xs font-bold text-night">
            Your Guardian
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <h3 id={nameId} className="truncate font-semibold">
            <Link
              to={href}
              className="rounded hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
            >
              {name}
            </Link>
          </h3>
          {!name.endsWith(`#${piece.id}`) && <p className="text-sm text-muted">#{piece.id}</p>}
        </div>
        <Button
          variant={buttonTone[state.kind]}
          aria-describedby={nameId}
          aria-busy={pending}
          disabled={state.kind === 'taken' || busy}
          onClick={() => onClaim(piece)}
          className={`mt-auto w-full ${state.kind === 'taken' ? 'truncate border border-card-border text-muted' : ''}`}
        >
          {pending ? 'Processing…' : state.label}
        </Button>
      </div>
    </article>
  );
}

/** Same shape as ClaimCard. */
export function ClaimCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-card-border bg-card"
    >
      <span className="skeleton block aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <span className="skeleton block h-5 w-3/4" />
        <span className="skeleton block h-4 w-1/3" />
        <span className="skeleton block h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
