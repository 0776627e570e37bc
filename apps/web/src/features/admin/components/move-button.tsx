type MoveButtonProps = {
  /** The row's id: `data-move` lets the keyboard find this button again once the list re-renders. */
  id: number;
  /** The row's name, read out with the direction. */
  name: string;
  step: -1 | 1;
  enabled: boolean;
  onMove: () => void;
};

/** Move up / Move down of an ordered console list (quests, certified prizes); hooks/use-row-move.ts. */
function MoveButton({ id, name, step, enabled, onMove }: MoveButtonProps) {
  return (
    <button
      type="button"
      data-move={`${id}:${step}`}
      aria-label={`Move ${name} ${step === -1 ? 'up' : 'down'}`}
      disabled={!enabled}
      onClick={onMove}
      className="grid size-11 place-items-center rounded-full border border-card-border text-fg transition-colors hover:border-gold/60 hover:bg-white/5 disabled:cursor-not-allowed disabled:opacity-35"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d={step === -1 ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

type MoveControlsProps = {
  id: number;
  name: string;
  /** 1-based place in the whole display order. */
  place: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** A move is on its way: no other until it lands (each one sends the whole order). */
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  testId?: string;
};

/** A row's place between its Move up and Move down buttons: a row on phones, a column from 640 px. */
export function MoveControls({
  id,
  name,
  place,
  canMoveUp,
  canMoveDown,
  moving,
  onMove,
  testId,
}: MoveControlsProps) {
  return (
    <div data-testid={testId} className="flex items-center gap-2 sm:flex-col sm:gap-1">
      <MoveButton id={id} name={name} step={-1} enabled={canMoveUp && !moving} onMove={() => onMove(-1)} />
      <span className="min-w-8 text-center font-mono text-xs text-muted">
        <span className="sr-only">Place </span>
        {place}
      </span>
      <MoveButton id={id} name={name} step={1} enabled={canMoveDown && !moving} onMove={() => onMove(1)} />
    </div>
  );
}
