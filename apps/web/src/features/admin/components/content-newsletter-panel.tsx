import { buttonClasses } from '../../../components/ui/button.tsx';
import { newsletterCsvUrl } from '../api/content-newsletter.ts';
import { FormPanel } from './form-panel.tsx';

/** The owner's export of the newsletter list (the tab is offered only with newsletter:export). */
export function ContentNewsletterPanel() {
  return (
    <FormPanel
      title="Newsletter subscribers"
      description="Everyone who confirmed their sign-up and has not left, as a CSV file for your mailer."
    >
      <p className="max-w-2xl text-sm text-muted">
        Each row has the address, when and how they agreed, and their own unsubscribe link: put each person's
        link in every message you send them. The file holds personal data; keep it safe.
      </p>
      <a href={newsletterCsvUrl()} download className={buttonClasses('primary', 'self-start')}>
        Download subscribers (CSV)
      </a>
    </FormPanel>
  );
}
