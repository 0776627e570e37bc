import type { Quest, UserQuest } from '@guardians/shared/quests';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { questDates, questLimit, questRequirement } from '../utils/quest-info.ts';
import { KindLabel, PointsBadge, StatusBadge } from './quest-badges.tsx';
import { QuestProgress } from './quest-progress.tsx';

type QuestDetailProps = {
  quest: Quest;
  userQuest: UserQuest | undefined;
  /** The action panel (composed by the route: it needs the social link status). */
  action: ReactNode;
};

/** A quest's page: what it asks, what it pays, where the member stands, and what to do next. */
export function QuestDetail({ quest, userQuest, action }: QuestDetailProps) {
  const dates = questDates(quest);
  const limit = questLimit(quest);
  return (
    <article
      aria-labelledby="quest-title"
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14"
    >
      <Link
        to="/quests?tab=all"
        className="self-start text-sm font-semibold text-gold underline-offset-4 hover:underline"
      >
        ← All quests
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <KindLabel quest={quest} />
          {userQuest && <StatusBadge status={userQuest.status} />}
        </div>
        <h1 id="quest-title" className="text-3xl font-bold text-fg sm:text-4xl">
          {quest.title}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <PointsBadge points={quest.points} />
          {dates && <span className="text-sm text-muted">{dates}</span>}
          {limit && <span className="text-sm text-muted">{limit}</span>}
        </div>
      </header>
      <p className="text-lg whitespace-pre-line text-muted">{quest.description}</p>
      <section
        aria-labelledby="quest-requirement"
        className="flex flex-col gap-5 rounded-2xl border border-card-border bg-card/80 p-5 sm:p-6"
      >
        <div>
          <h2 id="quest-requirement" className="text-sm font-semibold tracking-wider text-gold uppercase">
            To complete it
          </h2>
          <p className="mt-1 text-fg">{questRequirement(quest)}</p>
        </div>
        {userQuest?.progress && <QuestProgress progress={userQuest.progress} />}
        {action}
      </section>
    </article>
  );
}
