import type { UserQuest } from '@guardians/shared/quests';

/** Where the member stands on a counted quest: '2 of 3' with a bar. */
export function QuestProgress({ progress }: { progress: NonNullable<UserQuest['progress']> }) {
  const required = Math.max(1, progress.required);
  const current = Math.min(progress.current, required);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-sm">
        <span className="text-muted">Your progress</span>
        <span className="font-semibold text-fg tabular-nums">
          {current} of {required}
        </span>
      </div>
      <progress
        value={current}
        max={required}
        aria-label={`Progress: ${current} of ${required}`}
        className="h-2 w-full overflow-hidden rounded-full bg-night/60 [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-night/60 [&::-webkit-progress-value]:bg-gold"
      />
    </div>
  );
}
