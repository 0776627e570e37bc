import type { ContestPiece } from '@guardians/shared/contest';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ItemCard } from '../../../components/ui/item-card/item-card.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { claimButtonState, pieceName } from '../utils/claim-messages.ts';

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
    <ItemCard
      name={name}
      nameId={nameId}
      href={href}
      stretchLink={false}
      highlighted={state.kind === 'mine'}
      data-claim={state.kind}
      data-piece-id={piece.id}
      media={
        <ItemPicture src={piece.thumbnail ?? piece.image} alt={name} className="absolute inset-0 size-full" />
      }
      badge={
        state.kind === 'mine' && (
          <span className="rounded-full bg-gold px-2.5 py-1 text-xs font-bold text-night">Your Guardian</span>
        )
      }
    >
      {!name.endsWith(`#${piece.id}`) && <p className="text-sm text-muted">#{piece.id}</p>}
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
    </ItemCard>
  );
}
