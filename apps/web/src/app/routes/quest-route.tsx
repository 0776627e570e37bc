import { useParams } from 'react-router';
import { NotFoundPanel } from '../../components/ui/not-found-panel.tsx';
import { QuestPage } from './quests/quest-page.tsx';

/** /quests/:questId: a quest id is a positive whole number; anything else is Not found. */
export function QuestRoute() {
  const { questId } = useParams();
  const id = /^\d{1,9}$/.test(questId ?? '') ? Number(questId) : 0;
  if (!id) return <NotFoundPanel />;
  return <QuestPage key={id} questId={id} />;
}
