import { Button } from '../../../components/ui/button.tsx';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { toast } from '../../../lib/toast.ts';
import { useRedeemInvite } from '../api/get-invitation.ts';
import { questScreenMessages, serverMessage } from '../utils/messages.ts';

/** An invite link's code (`?invite=CODE&modal=redeem`): redeem it once signed in. */
export function RedeemInvitePanel({ code, onRedeemed }: { code: string; onRedeemed?: () => void }) {
  const requireSignIn = useRequireSignIn();
  const redeem = useRedeemInvite();
  const { signedIn } = useSignedIn();
  async function start() {
    if (!(await requireSignIn())) return;
    try {
      await redeem.mutateAsync(code);
      toast.success(questScreenMessages.redeemed);
      onRedeemed?.();
    } catch (error) {
      toast.error(serverMessage(error) ?? questScreenMessages.tryLater);
    }
  }
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/5 p-4">
      <p className="min-w-0 flex-1 basis-48 text-sm text-fg">
        A friend invited you with code <span className="font-mono font-semibold text-gold">{code}</span>.
        {signedIn ? ' Redeem it so your friend gets the credit.' : ' Redeem it once you are signed in.'}
      </p>
      <Button
        // Like the sign-up steps: gold once it is the next thing to do, full width on phones.
        variant={redeem.isSuccess ? 'ghost' : signedIn ? 'primary' : 'outline'}
        className="max-sm:w-full"
        disabled={redeem.isPending || redeem.isSuccess}
        aria-busy={redeem.isPending}
        onClick={() => void start()}
      >
        {redeem.isSuccess ? 'Redeemed' : 'Redeem invite'}
      </Button>
    </div>
  );
}
