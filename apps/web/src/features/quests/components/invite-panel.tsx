import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useInvitation } from '../api/get-invitation.ts';
import { questScreenMessages } from '../utils/messages.ts';

/** The signed-in member's invite code, its link to copy and who joined with it. */
export function InvitePanel({ account }: { account: string }) {
  const invitation = useInvitation(account, true);
  const link = invitation.data ? new URL(invitation.data.link, window.location.origin).toString() : '';
  const referrals = invitation.data?.referrals ?? [];
  return (
    <section
      aria-labelledby="invite-title"
      className="flex flex-col gap-4 rounded-2xl border border-gold/40 bg-card/80 p-5 sm:p-6"
    >
      <div>
        <h2 id="invite-title" className="text-xl font-semibold text-fg">
          Invite friends
        </h2>
        <p className="mt-1 text-sm text-muted">
          Share your link. Friends who join with it count towards the invite quests.
        </p>
      </div>
      {invitation.isError ? (
        <p className="text-sm text-muted">
          Your invite link is not available right now. Please try again later.
        </p>
      ) : !invitation.data ? (
        <Skeleton className="h-12 w-full rounded-xl" />
      ) : (
        <>
          <div className="flex items-center gap-2 rounded-xl border border-card-border bg-night/50 py-1 pr-1 pl-4">
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">Your code</p>
              <p data-testid="invite-code" className="truncate font-mono font-semibold text-gold">
                {invitation.data.code}
              </p>
            </div>
            <CopyButton
              text={link}
              label="Copy invite link"
              copiedLabel="Invite link copied"
              successMessage={questScreenMessages.inviteCopied}
            />
          </div>
          <p className="text-sm text-fg">
            <span className="font-semibold text-gold">{referrals.length}</span>{' '}
            {referrals.length === 1 ? 'friend has' : 'friends have'} joined with your link.
          </p>
          {referrals.length > 0 && (
            <ul className="flex flex-wrap gap-2 text-xs text-muted">
              {referrals.slice(0, 6).map((referral) => (
                <li key={referral.account} className="rounded-full border border-card-border py-1 pr-3 pl-1">
                  <Person account={referral.account} avatarClassName="size-5 text-[8px]" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
