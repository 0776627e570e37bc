export type StageStatus = 'done' | 'open' | 'upcoming';

export type ContestStage = {
  name: string;
  /** The cash prize of the stage's art contest; the Golden Temple is the mint, with no contest. */
  prize: string | null;
  duration: string;
  status: StageStatus;
  summary: string;
};

/**
 * Spec 1: the Odyssey's four stages. The Golden Temple opened the world (the mint); the other three
 * are art contests of about two weeks each. Which one is open is editorial, like the Odyssey's own
 * `isOpened` flags: change `status` here when a stage closes.
 */
export const CONTEST_STAGES: readonly ContestStage[] = [
  {
    name: 'Golden Temple',
    prize: null,
    duration: 'The opening',
    status: 'done',
    summary:
      'Where the Guardians woke. The mint opened the temple doors and every Guardian found its keeper; the arena was built in its courtyard.',
  },
  {
    name: 'Mystic Forest',
    prize: '$3,000',
    duration: 'About two weeks',
    status: 'open',
    summary:
      'Draw your Guardian among lantern trees and whispering spirits. Moss, mist and moonlight: show us the forest through its eyes.',
  },
  {
    name: 'Mystic River',
    prize: '$3,000',
    duration: 'About two weeks',
    status: 'upcoming',
    summary:
      'The koi swim upstream. Paint the current, the reflections and the Guardian who keeps the crossing safe.',
  },
  {
    name: 'Great Waterfall',
    prize: '$5,000',
    duration: 'About two weeks',
    status: 'upcoming',
    summary:
      'The final climb, where a koi becomes a dragon. The largest prize for the art that makes the leap feel real.',
  },
];

export function currentStage(stages: readonly ContestStage[] = CONTEST_STAGES): ContestStage | null {
  return stages.find((stage) => stage.status === 'open') ?? null;
}

export const stageStatusLabels: Record<StageStatus, string> = {
  done: 'Completed',
  open: 'Open now',
  upcoming: 'Coming next',
};
