import { buttonClasses } from '../../../components/ui/button.tsx';
import { ExternalIcon } from './editorial-icons.tsx';

/**
 * Spec 2: the external community chat invite under every Story and Odyssey detail. Opens in a new
 * tab without handing the chat our page (noopener) or the reader's path (noreferrer).
 */
export function CommunityInvite({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <aside
      aria-labelledby="community-invite-title"
      className="relative isolate flex flex-col items-start gap-4 overflow-hidden rounded-3xl border border-gold/40 bg-card/80 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_120%_at_100%_50%,color-mix(in_oklab,var(--gold)_18%,transparent),transparent_70%)]"
      />
      <div className="flex flex-col gap-1">
        <h2 id="community-invite-title" className="text-xl font-bold text-fg">
          Talk about the legend with the community
        </h2>
        <p className="text-muted">Theories, fan art and the next chapter, first in our Discord.</p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'shrink-0 whitespace-nowrap px-6')}
      >
        Join the community chat
        <ExternalIcon />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </aside>
  );
}
