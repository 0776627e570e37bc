import { ConflictError, NotFoundError } from '../../errors.ts';

export class ContestStageNotFoundError extends NotFoundError {
  override readonly code = 'CONTEST_STAGE_NOT_FOUND';
  constructor() {
    super('This contest stage does not exist');
  }
}

/** A day when the stage starts or ends on a midnight (UTC), else the minute: what the console set. */
function when(at: Date): string {
  const iso = at.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** Two stages at once would leave the contest with two prizes for one moment: the console says which. */
export class ContestStagesOverlapError extends ConflictError {
  override readonly code = 'CONTEST_STAGES_OVERLAP';
  constructor(inTheWay: { name: string; startsAt: Date; endsAt: Date }) {
    super(
      `Stages may not overlap: ${inTheWay.name} runs from ${when(inTheWay.startsAt)} to ${when(inTheWay.endsAt)}`,
      { field: 'startsAt' },
    );
  }
}
