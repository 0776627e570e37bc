import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { ConsoleHeader } from './console-header.tsx';
import { ContestJudgesPanel } from './contest-judges-panel.tsx';
import { ContestPrizesPanel } from './contest-prizes-panel.tsx';
import { ContestStagesPanel } from './contest-stages-panel.tsx';
import { ContestThresholdPanel } from './contest-threshold-panel.tsx';

const CONTEST_TABS = ['stages', 'prizes', 'judges', 'claims'] as const;
type ContestTab = (typeof CONTEST_TABS)[number];

const tabLabels: Record<ContestTab, string> = {
  stages: 'Stages',
  prizes: 'Prizes',
  judges: 'Judges',
  claims: 'Claims',
};

function TabPanel({ tab }: { tab: ContestTab }) {
  switch (tab) {
    case 'stages':
      return <ContestStagesPanel />;
    case 'prizes':
      return <ContestPrizesPanel />;
    case 'judges':
      return <ContestJudgesPanel />;
    case 'claims':
      return <ContestThresholdPanel />;
  }
}

/**
 * /admin/contest (contest:edit): the stages and their dates, the certified prizes, the judges and
 * the claim threshold. Every call of the page needs contest:edit, which only owners hold (a judge
 * reviews in Submissions), so there is no tab to hide. The tab is in the URL.
 */
export function ContestPage() {
  const [params, setParams] = useSearchParams();
  const tab = CONTEST_TABS.find((name) => name === params.get('tab')) ?? 'stages';

  const open = (next: ContestTab) =>
    setParams(next === 'stages' ? {} : { tab: next }, { preventScrollReset: true });

  return (
    <>
      <ConsoleHeader title="Contest">
        The fan-art contest's stages and prizes, the judges, and how many Guardians one account may claim.
        Every change is live at once and written to the audit log.
      </ConsoleHeader>
      <Tabs
        tabs={CONTEST_TABS}
        labels={tabLabels}
        value={tab}
        onChange={open}
        label="Contest tools"
        tabListClassName="overflow-x-auto"
        panelClassName="pt-6"
      >
        <TabPanel tab={tab} />
      </Tabs>
    </>
  );
}
