import type { ConsoleCertifiedPrize } from '@guardians/shared/certified';
import { Button } from '../../../components/ui/button.tsx';
import { ItemPicture } from '../../../components/ui/item-picture.tsx';
import { prizeOrigin } from '../utils/contest-prize-form.ts';
import { ContentOriginBadge } from './content-origin-badge.tsx';
import { MoveControls } from './move-button.tsx';

type ContestPrizeRowProps = {
  prize: ConsoleCertifiedPrize;
  /** 1-based place in the display order. */
  place: number;
  /** The collection's name, when the prize's token is of one of the site's collections. */
  collectionName: string | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One prize: its place with the Move buttons, its picture, name and token, where it came from. */
export function ContestPrizeRow(props: ContestPrizeRowProps) {
  const { prize } = props;
  const token =
    prize.tokenAddress && prize.tokenId !== null
      ? `${props.collectionName ?? prize.tokenAddress} #${prize.tokenId}`
      : 'No token';
  return (
    <li
      data-testid="contest-prize"
      className="flex flex-col gap-3 rounded-2xl border border-card-border bg-card/70 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <MoveControls
        id={prize._id}
        name={prize.name}
        place={props.place}
        canMoveUp={props.canMoveUp}
        canMoveDown={props.canMoveDown}
        moving={props.moving}
        onMove={props.onMove}
      />
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ItemPicture
          src={prize.image}
          alt=""
          className="size-16 shrink-0 rounded-xl border border-card-border bg-night sm:size-20"
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-fg">{prize.name}</h3>
            <ContentOriginBadge origin={prizeOrigin(prize)} />
          </div>
          <p className="text-sm break-all text-muted">{token}</p>
          {prize.description && <p className="line-clamp-2 text-sm text-card-fg">{prize.description}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Button variant="outline" onClick={props.onEdit}>
          Edit<span className="sr-only">{` ${prize.name}`}</span>
        </Button>
        <Button variant="ghost" onClick={props.onDelete}>
          Delete<span className="sr-only">{` ${prize.name}`}</span>
        </Button>
      </div>
    </li>
  );
}
