import type { ReactNode } from 'react';
import type { ConsoleSection } from '../utils/console-sections.ts';
import { AuditPage } from './audit-page.tsx';
import { CollectionsPage } from './collections-page.tsx';
import { ConsoleShell } from './console-shell.tsx';
import { ContentPage } from './content-page.tsx';
import { ContestPage } from './contest-page.tsx';
import { QuestsPage } from './quests-page.tsx';
import { RolesPage } from './roles-page.tsx';
import { SiteSettingsPage } from './site-settings-page.tsx';
import { SubmissionsPage } from './submissions-page.tsx';

type ConsoleSectionPageProps = {
  section: ConsoleSection;
  /** Another feature's panel for the Content page (shields), composed by app/routes. */
  shieldsPanel?: ReactNode;
};

/** One section of the console inside its shell; the shell shows it only to roles that may open it. */
export function ConsoleSectionPage({ section, shieldsPanel }: ConsoleSectionPageProps) {
  return (
    <ConsoleShell section={section}>
      {(viewer) => {
        switch (section.id) {
          case 'site':
            return <SiteSettingsPage viewer={viewer} />;
          case 'collections':
            return <CollectionsPage viewer={viewer} />;
          case 'content':
            return <ContentPage viewer={viewer} shieldsPanel={shieldsPanel} />;
          case 'quests':
            return <QuestsPage viewer={viewer} />;
          case 'submissions':
            return <SubmissionsPage viewer={viewer} />;
          case 'contest':
            return <ContestPage />;
          case 'roles':
            return <RolesPage viewer={viewer} />;
          case 'audit':
            return <AuditPage viewer={viewer} />;
        }
      }}
    </ConsoleShell>
  );
}
