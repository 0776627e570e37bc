import { NewsletterConfirmBodySchema, newsletterMessages } from '@guardians/shared/community';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { isNotFound } from '../api/api-status.ts';
import { useConfirmNewsletter } from '../api/confirm-newsletter.ts';

/**
 * /newsletter/confirm?token=: the sign-up counts only when the person presses the button. Mail
 * scanners open every link in a message, so confirming on the page load alone would put addresses
 * on the list that nobody confirmed (the hole double opt-in closes).
 */
export function ConfirmPanel({ token }: { token: string | null }) {
  const confirm = useConfirmNewsletter();
  const valid = NewsletterConfirmBodySchema.safeParse({ token }).success;
  const unknown = !valid || (confirm.isError && isNotFound(confirm.error));

  return (
    <section
      aria-labelledby="confirm-title"
      className="mx-auto my-10 flex max-w-xl flex-col items-center gap-5 rounded-3xl border border-card-border bg-card/80 px-6 py-12 text-center sm:my-16 sm:px-10"
    >
      <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Newsletter</p>
      <h1 id="confirm-title" className="text-3xl font-bold text-fg">
        Confirm your subscription
      </h1>
      {unknown ? (
        <>
          <p role="alert" className="text-gold">
            {newsletterMessages.unknownConfirmToken}
          </p>
          <Link to="/" className={buttonClasses('primary', 'px-8')}>
            Sign up on the home page
          </Link>
        </>
      ) : confirm.isSuccess ? (
        <>
          <p role="status" className="text-lg text-gold">
            {newsletterMessages.confirmed}
          </p>
          <p className="text-sm text-muted">
            Changed your mind? You can leave at any time:{' '}
            <a
              href={confirm.data.unsubscribeUrl}
              className="font-semibold text-gold underline underline-offset-4"
            >
              Unsubscribe
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="text-muted">
            Press the button to receive the Guardians newsletter at the address this link was sent to. Nothing
            is sent to it until you do.
          </p>
          {confirm.isError && (
            <p role="alert" className="text-koi">
              {confirm.error.message}
            </p>
          )}
          <Button
            className="px-8"
            aria-busy={confirm.isPending}
            disabled={confirm.isPending}
            onClick={() => token && confirm.mutate(token)}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm subscription'}
          </Button>
        </>
      )}
      {!unknown && (
        <Link to="/" className={buttonClasses('ghost')}>
          Back to home
        </Link>
      )}
    </section>
  );
}
