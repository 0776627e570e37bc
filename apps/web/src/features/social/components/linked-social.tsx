import { type SocialProvider, socialMessages, socialProviderLabels } from '@guardians/shared/social';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSocial } from '../api/delete-social.ts';
import { ProviderIcon, UnlinkIcon } from './provider-icon.tsx';

type LinkedSocialProps = { provider: SocialProvider; username: string; isOwner: boolean };

/** '@username' for a linked account; the owner also gets the disconnect icon (spec 4). */
export function LinkedSocial({ provider, username, isOwner }: LinkedSocialProps) {
  const requireSignIn = useRequireSignIn();
  const disconnect = useDeleteSocial();
  const label = socialProviderLabels[provider];

  async function onDisconnect() {
    if (!(await requireSignIn())) return;
    try {
      await disconnect.mutateAsync(provider);
      toast.success(socialMessages.disconnected(provider));
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : `Could not disconnect ${label}. Please try again later.`,
      );
    }
  }

  return (
    <span className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/40 bg-night/50 pl-4 text-sm font-semibold text-fg">
      <ProviderIcon provider={provider} className="size-4 text-gold" />
      <span className="sr-only">{label}:</span>
      <span className={isOwner ? '' : 'pr-4'}>@{username}</span>
      {isOwner && (
        <button
          type="button"
          aria-label={`Disconnect ${label}`}
          title={`Disconnect ${label}`}
          aria-busy={disconnect.isPending}
          disabled={disconnect.isPending}
          onClick={() => void onDisconnect()}
          className="inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-white/10 hover:text-[#ff9b8a] disabled:opacity-60"
        >
          <UnlinkIcon className="size-5" />
        </button>
      )}
    </span>
  );
}
