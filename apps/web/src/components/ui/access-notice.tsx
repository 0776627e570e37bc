import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';

type AccessNoticeAction = { label: string; onClick: () => void; disabled?: boolean; busy?: boolean };

type AccessNoticeProps = {
  /** What the visitor still needs, in the spec's words. */
  children: ReactNode;
  /** The one button that starts the missing step; none when nothing can be done here. */
  action?: AccessNoticeAction | null | undefined;
  /** Names the notice as a region of the page (a panel's title, or the page's own heading). */
  title?: string;
  /**
   * banner: one line above what it gates; panel: a card standing in for gated content;
   * page: the whole page is gated.
   */
  layout?: 'banner' | 'panel' | 'page';
};

const frames = {
  banner:
    'flex flex-col gap-3 rounded-2xl border border-gold/40 bg-card/80 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
  panel: 'flex flex-col items-start gap-4 rounded-2xl border border-gold/40 bg-card/80 p-5 sm:p-6',
  page: 'mx-auto flex min-h-[70svh] max-w-xl flex-col items-center justify-center gap-5 px-6 pt-nav text-center',
};
const texts = { banner: 'text-fg', panel: 'text-muted', page: 'text-muted' };

/** The one gate notice: connect a wallet, sign in, hold a Guardian, link an account. */
export function AccessNotice({ children, action, title, layout = 'banner' }: AccessNoticeProps) {
  const titleId = useId();
  const Heading = layout === 'page' ? 'h1' : 'h2';
  return (
    <section aria-labelledby={title ? titleId : undefined} className={frames[layout]}>
      {title && (
        <Heading
          id={titleId}
          className={
            layout === 'page' ? 'text-3xl font-bold text-gold sm:text-4xl' : 'text-xl font-bold text-fg'
          }
        >
          {title}
        </Heading>
      )}
      <p className={texts[layout]}>{children}</p>
      {action && (
        <Button
          className="shrink-0"
          disabled={action.disabled}
          aria-busy={action.busy}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )}
    </section>
  );
}
