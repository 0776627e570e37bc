import { Link } from 'react-router';
import { LeaderboardFull } from '../../features/quests/components/leaderboard-full.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useViewer } from './quests/use-viewer.ts';

/** /quests/leaderboard: every collector, 25 at a time as the page scrolls (spec 4). */
export function QuestsLeaderboardRoute() {
  const { data: config } = useSiteConfig();
  const viewer = useViewer();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <title>{config ? `Leaderboard · ${config.name}` : 'Leaderboard'}</title>
      <Link
        to="/quests"
        className="self-start text-sm font-semibold text-gold underline-offset-4 hover:underline"
      >
        ← Quests
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-4xl font-bold text-fg">Leaderboard</h1>
        <p className="text-muted">Collectors ranked by the Animecoin they earned with quests.</p>
      </header>
      <LeaderboardFull viewer={viewer.account} />
    </div>
  );
}
