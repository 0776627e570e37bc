import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CertifiedPrizes } from '../../../features/quests/components/certified-prizes.tsx';
import { InvitePanel } from '../../../features/quests/components/invite-panel.tsx';
import { LeaderboardMinimal } from '../../../features/quests/components/leaderboard-minimal.tsx';
import { PrizeVerificationButton } from '../../../features/quests/components/prize-verification-button.tsx';
import { QuestList } from '../../../features/quests/components/quest-list.tsx';
import { QuestsHero } from '../../../features/quests/components/quests-hero.tsx';
import {
  QUEST_TAB_PARAM,
  type QuestTab,
  readQuestTab,
  START_STATE,
} from '../../../features/quests/utils/quest-tabs.ts';
import { useStartScroll } from './use-start-scroll.ts';
import { useViewer } from './use-viewer.ts';

/** /quests: the programme, its quests, the top collectors, the prizes and the member's invite. */
export function QuestsLanding() {
  const [params, setParams] = useSearchParams();
  const tab = readQuestTab(params);
  const viewer = useViewer();
  const list = useRef<HTMLElement>(null);
  useStartScroll(list);

  function onTabChange(next: QuestTab) {
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set(QUEST_TAB_PARAM, next);
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
      <QuestsHero startState={START_STATE} />

      <section ref={list} id="quest-list" aria-labelledby="quest-list-title" className="scroll-mt-28">
        <h2 id="quest-list-title" className="mb-4 text-2xl font-bold text-fg">
          Quests
        </h2>
        <QuestList tab={tab} onTabChange={onTabChange} account={viewer.signedInAccount} />
      </section>

      <div className={`grid gap-8 ${viewer.signedInAccount ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <section aria-labelledby="leaderboard-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="leaderboard-title" className="text-2xl font-bold text-fg">
            Top collectors
          </h2>
          <LeaderboardMinimal viewer={viewer.account} />
        </section>
        {viewer.signedInAccount && (
          <div className="lg:pt-12">
            <InvitePanel account={viewer.signedInAccount} />
          </div>
        )}
      </div>

      <section aria-labelledby="prizes-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="prizes-title" className="text-2xl font-bold text-fg">
              Certified prizes
            </h2>
            <p className="mt-1 max-w-2xl text-muted">
              Certified Guardians handed to the most active collectors. Verify your collection once to take
              part in the draws.
            </p>
          </div>
          <PrizeVerificationButton />
        </div>
        <CertifiedPrizes />
      </section>
    </div>
  );
}
