import type { Permission } from '@guardians/shared/admin';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { PointsPanel } from './points-panel.tsx';
import { QuestListPanel } from './quest-list-panel.tsx';
import { ReviewQueuePanel } from './review-queue-panel.tsx';

const QUEST_TABS = ['quests', 'review', 'points'] as const;
type QuestTab = (typeof QUEST_TABS)[number];

const tabLabels: Record<QuestTab, string> = { quests: 'Quests', review: 'Review queue', points: 'Points' };
/** The permission behind each tab's calls: a tab the server would refuse is not offered. */
const tabPermissions: Record<QuestTab, Permission> = {
  quests: 'quests:edit',
  review: 'quests:review',
  points: 'points:adjust',
};

/**
 * /admin/quests: the quest editor (quests:edit), the review queue (quests:review) and, for owners,
 * balance adjustments (points:adjust). The tab is in the URL; a moderator lands on the queue.
 */
export function QuestsPage({ viewer }: { viewer: ConsoleViewer }) {
  const { permissions, roles } = viewer.status;
  const [params, setParams] = useSearchParams();
  const tabs = QUEST_TABS.filter((tab) => permissions.includes(tabPermissions[tab]));
  const asked = QUEST_TABS.find((tab) => tab === params.get('tab'));
  const tab = asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'review');
  const canReview = permissions.includes('quests:review');

  // A new tab starts clean: another tab's search, page or filter means nothing there.
  const open = (next: QuestTab) => {
    if (next !== tab) setParams(next === tabs[0] ? {} : { tab: next }, { preventScrollReset: true });
  };

  const panel =
    tab === 'quests' ? (
      <QuestListPanel canReview={canReview} roles={roles} />
    ) : tab === 'review' ? (
      <ReviewQueuePanel roles={roles} />
    ) : (
      <PointsPanel />
    );
  return (
    <>
      <ConsoleHeader title="Quests">
        {permissions.includes('quests:edit')
          ? 'What members do to earn coins, in the order they see it, and the proof waiting for your review.'
          : 'The proof members sent for reviewed quests: approving pays the coins, rejecting tells them why.'}
      </ConsoleHeader>
      {tabs.length > 1 ? (
        <Tabs
          tabs={tabs}
          labels={tabLabels}
          value={tab}
          onChange={open}
          label="Quest tools"
          tabListClassName="overflow-x-auto"
          panelClassName="pt-6"
        >
          {panel}
        </Tabs>
      ) : (
        panel
      )}
    </>
  );
}
