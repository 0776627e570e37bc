import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { ConsoleHeader } from './console-header.tsx';
import type { ConsoleViewer } from './console-shell.tsx';
import { ContentLorePanel } from './content-lore-panel.tsx';
import { ContentNewsletterPanel } from './content-newsletter-panel.tsx';
import { ContentPostsPanel } from './content-posts-panel.tsx';
import { ContentVaultPanel } from './content-vault-panel.tsx';

const CONTENT_TABS = ['posts', 'about', 'story', 'odyssey', 'vault', 'shields', 'newsletter'] as const;
type ContentTab = (typeof CONTENT_TABS)[number];

const tabLabels: Record<ContentTab, string> = {
  posts: 'Posts',
  about: 'About',
  story: 'Story',
  odyssey: 'Odyssey',
  vault: 'Vault',
  shields: 'Shields',
  newsletter: 'Newsletter',
};

function TabPanel({ tab, shieldsPanel }: { tab: ContentTab; shieldsPanel: ReactNode }) {
  switch (tab) {
    case 'posts':
      return <ContentPostsPanel kind="blogs" />;
    case 'about':
      return <ContentPostsPanel kind="abouts" />;
    case 'story':
      return <ContentLorePanel section="stories" />;
    case 'odyssey':
      return <ContentLorePanel section="odyssey" />;
    case 'vault':
      return <ContentVaultPanel />;
    case 'shields':
      return shieldsPanel;
    case 'newsletter':
      return <ContentNewsletterPanel />;
  }
}

type ContentPageProps = {
  viewer: ConsoleViewer;
  /** The shields feature's panel; the admin feature may not import it, so the route passes it in. */
  shieldsPanel?: ReactNode;
};

/**
 * /admin/content (content:edit): the blog, the about entries, the Story chapters and Odyssey stages,
 * the vault, the shields and, for owners (newsletter:export), the subscriber export. The tab is in
 * the URL.
 */
export function ContentPage({ viewer, shieldsPanel }: ContentPageProps) {
  const canExport = viewer.status.permissions.includes('newsletter:export');
  const tabs = CONTENT_TABS.filter(
    (tab) => (tab !== 'newsletter' || canExport) && (tab !== 'shields' || shieldsPanel !== undefined),
  );
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((name) => name === params.get('tab')) ?? 'posts';

  // A new tab starts clean: another tab's search, page or open editor means nothing there.
  const open = (next: ContentTab) =>
    setParams(next === 'posts' ? {} : { tab: next }, { preventScrollReset: true });

  return (
    <>
      <ConsoleHeader title="Content">
        What the site says: blog posts and about entries, the Story chapters and Odyssey stages, the vault's
        downloads and the profiles' shields. Every change is live at once and written to the audit log.
      </ConsoleHeader>
      <Tabs
        tabs={tabs}
        labels={tabLabels}
        value={tab}
        onChange={open}
        label="Content"
        tabListClassName="overflow-x-auto"
        panelClassName="pt-6"
      >
        <TabPanel tab={tab} shieldsPanel={shieldsPanel} />
      </Tabs>
    </>
  );
}
