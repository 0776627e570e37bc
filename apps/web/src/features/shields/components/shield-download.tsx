import { type Shield, shieldMessages } from '@guardians/shared/shields';
import type { MouseEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { serverUrl } from '../utils/shield-urls.ts';

type ShieldDownloadProps = {
  shield: Shield;
  /** The viewer's own wallet earned this shield. */
  owned: boolean;
};

/**
 * Spec 4: an owned shield can be downloaded; otherwise 'Unlock to download!'. The link is the
 * server's signed /downloadFile URL; the server checks the session, so a wallet that has not signed
 * yet is asked to sign first.
 */
export function ShieldDownload({ shield, owned }: ShieldDownloadProps) {
  const { signedIn } = useSignedIn();
  const requireSignIn = useRequireSignIn();
  if (!owned) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full border border-card-border px-4 py-2 text-sm font-semibold text-muted">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 018 0v3" />
        </svg>
        {shieldMessages.unlockToDownload}
      </p>
    );
  }
  const href = serverUrl(shield.downloadUrl);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return;
    event.preventDefault();
    // Content-Disposition: attachment, so assigning the URL downloads without leaving the page.
    if (await requireSignIn()) window.location.assign(href);
  };
  return (
    <a href={href} download={`${shield.name}.png`} onClick={onClick} className={buttonClasses('primary')}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Download
    </a>
  );
}
