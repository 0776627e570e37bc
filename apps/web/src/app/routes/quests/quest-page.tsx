import type { SocialProvider } from '@guardians/shared/social';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useQuest } from '../../../features/quests/api/get-quests.ts';
import { useUserQuest } from '../../../features/quests/api/get-user-quest.ts';
import { QuestAction } from '../../../features/quests/components/quest-action.tsx';
import { QuestDetail } from '../../../features/quests/components/quest-detail.tsx';
import { useStartLink } from '../../../features/social/hooks/use-start-link.ts';
import { useAccountSocials } from '../../../lib/social/get-account-socials.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import { useViewer } from './use-viewer.ts';

function QuestSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-14 sm:px-6">
      <span className="sr-only">Loading the quest</span>
      <Skeleton className="h-4 w-24 rounded" />
      <Skeleton className="h-10 w-2/3 rounded" />
      <Skeleton className="h-6 w-32 rounded-full" />
      <Skeleton className="h-24 w-full rounded" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** A quest with the member's standing and the social link status its action needs (features meet here). */
export function QuestPage({ questId }: { questId: number }) {
  const quest = useQuest(questId);
  const viewer = useViewer();
  const userQuest = useUserQuest(viewer.account, questId);
  const socials = useAccountSocials(viewer.account);
  const startLink = useStartLink();
  const [linking, setLinking] = useState(false);
  usePageRestored(() => setLinking(false));

  async function onLink(provider: SocialProvider): Promise<boolean> {
    setLinking(true);
    // True: the browser is leaving for the provider, so the button stays busy until then.
    const leaving = await startLink(provider).catch(() => false);
    if (!leaving) setLinking(false);
    return leaving;
  }

  if (quest.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title="This quest could not load"
        onRetry={() => void quest.refetch()}
        retrying={quest.isFetching}
      />
    );
  }
  if (quest.isPending) return <QuestSkeleton />;
  if (!quest.data) return <NotFoundPanel />;
  const data = quest.data;
  const linked = viewer.signedIn
    ? { twitter: socials.data?.twitter?.username, discord: socials.data?.discord?.username }
    : {};
  return (
    <>
      <title>{`${data.title} · Quests`}</title>
      <QuestDetail
        quest={data}
        userQuest={userQuest.data}
        action={
          <QuestAction
            quest={data}
            userQuest={userQuest.data}
            linked={linked}
            onLink={onLink}
            linking={linking}
          />
        }
      />
    </>
  );
}
