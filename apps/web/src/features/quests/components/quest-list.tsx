import type { QuestStatus } from '@guardians/shared/quests';
import type { ReactNode } from 'react';
import { SectionError } from '../../../components/ui/section-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useQuests } from '../api/get-quests.ts';
import { useUserQuests } from '../api/get-user-quest.ts';
import { filterQuests, type QuestTab, questTabLabels, questTabs } from '../utils/quest-tabs.ts';
import { QuestCard } from './quest-card.tsx';
import { QuestsEmpty } from './quests-empty.tsx';

type QuestListProps = {
  tab: QuestTab;
  onTabChange: (tab: QuestTab) => void;
  /** The signed-in account: cards show where it stands. */
  account: string | undefined;
};

const emptyTexts: Record<QuestTab, string> = {
  all: 'No quests yet. New ones are on their way.',
  open: 'Nothing open right now: you are all caught up.',
  completed: 'No completed quests yet. Pick one from the open ones.',
};

export function QuestList({ tab, onTabChange, account }: QuestListProps) {
  const quests = useQuests();
  const ids = quests.data?.map((quest) => quest._id) ?? [];
  const user = useUserQuests(account, ids);
  const statuses = new Map<number, QuestStatus>();
  for (const [id, userQuest] of user.byId) statuses.set(id, userQuest.status);

  let body: ReactNode;
  if (quests.isError) {
    body = <SectionError what="quests" onRetry={() => void quests.refetch()} retrying={quests.isFetching} />;
  } else if (quests.isPending) {
    body = (
      <ul aria-label="Loading quests" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Skeleton className="h-44 rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  } else {
    const shown = filterQuests(quests.data, tab, statuses);
    body =
      shown.length === 0 ? (
        <QuestsEmpty>
          {tab === 'completed' && !account ? 'Sign in to see the quests you completed.' : emptyTexts[tab]}
        </QuestsEmpty>
      ) : (
        <ul aria-label="Quests" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((quest) => (
            <QuestCard key={quest._id} quest={quest} status={account ? statuses.get(quest._id) : undefined} />
          ))}
        </ul>
      );
  }

  return (
    <Tabs
      tabs={questTabs}
      labels={questTabLabels}
      value={tab}
      onChange={onTabChange}
      label="Quest filter"
      panelClassName="pt-6"
    >
      {body}
    </Tabs>
  );
}
