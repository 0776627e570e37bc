import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import {
  type CollectionTab,
  collectionTabs,
  parseCollectionTab,
  setCollectionTab,
} from '../utils/collection-tab.ts';
import type { CollectionActivityProps } from './collection-activity.tsx';

// Off the items grid's path: its code (and its schemas) load when the tab first opens.
const CollectionActivity = lazy(() => import('./collection-activity.tsx'));

const labels: Record<CollectionTab, string> = { items: 'Items', activity: 'Activity' };

function ActivityFallback() {
  return (
    <div role="status" aria-label="Loading activity" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="skeleton h-64 w-full rounded-2xl" />
    </div>
  );
}

/**
 * Items and Activity over the collection page's lower half. The tab is in the URL (`?tab=activity`),
 * so it survives a reload and Back returns to the other one; the items grid (`children`) renders
 * exactly as it does without the tabs.
 */
export function CollectionTabs({
  activity,
  children,
}: {
  activity: CollectionActivityProps;
  children: ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const tab = parseCollectionTab(search);

  return (
    <Tabs
      tabs={collectionTabs}
      labels={labels}
      value={tab}
      onChange={(next) =>
        navigate({ pathname, search: setCollectionTab(search, next), hash }, { preventScrollReset: true })
      }
      label="Collection"
      // Lined up with the grid's content: max-w-7xl less its padding (px-4, sm:px-6).
      tabListClassName="mx-4 mt-8 sm:mx-6 xl:mx-auto xl:max-w-[77rem]"
    >
      {tab === 'items' ? (
        children
      ) : (
        <Suspense fallback={<ActivityFallback />}>
          <CollectionActivity {...activity} />
        </Suspense>
      )}
    </Tabs>
  );
}
