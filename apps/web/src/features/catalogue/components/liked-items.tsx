import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from './empty-state.tsx';

/** The liked tab. The liked list itself arrives with likes (issue 6); until then it is empty. */
export function LikedItems() {
  return (
    <EmptyState title="You don't have any liked arts.">
      <Link to="/explore" className={buttonClasses('outline')}>
        Explore
      </Link>
    </EmptyState>
  );
}
