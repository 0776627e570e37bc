import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAccountSocials } from '../../../lib/social/get-account-socials.ts';
import { enabledProviders } from '../utils/enabled-providers.ts';
import { ConnectSocialButton } from './connect-social-button.tsx';
import { LinkedSocial } from './linked-social.tsx';

type SocialLinkButtonsProps = { account: `0x${string}`; isOwner: boolean };

/**
 * The wallet page's X and Discord entries (spec 2, 4): '@username' when linked (with a disconnect
 * icon for the owner), 'Connect X' / 'Connect Discord' for the owner otherwise. Visitors see the
 * linked usernames only. Providers the deployment has not configured are left out.
 */
export function SocialLinkButtons({ account, isOwner }: SocialLinkButtonsProps) {
  const providers = enabledProviders();
  const socials = useAccountSocials(account);
  if (providers.length === 0) return null;
  if (socials.isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {providers.map((provider) => (
          <Skeleton key={provider} className="h-11 w-32 rounded-full" />
        ))}
      </div>
    );
  }
  // A failed lookup is silent (spec 8): the owner can still try to connect; the server has the last word.
  const items = providers.flatMap((provider) => {
    const username = socials.data?.[provider]?.username;
    if (username) {
      return [<LinkedSocial key={provider} provider={provider} username={username} isOwner={isOwner} />];
    }
    if (!isOwner) return [];
    return [<ConnectSocialButton key={provider} provider={provider} />];
  });
  if (items.length === 0) return null;
  return <div className="flex flex-wrap items-center gap-2">{items}</div>;
}
