import { NewsletterUnsubscribeBodySchema, newsletterMessages } from '@guardians/shared/community';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { isNotFound } from '../api/api-status.ts';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';

/**
 * /newsletter/unsubscribe?token=: the address goes only when the person presses the button. Mail
 * scanners open every link in a message, so acting on the page load alone would unsubscribe
 * people who never asked to.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeNewsletter();
  const valid = NewsletterUnsubscribeBodySchema.safeParse({ token }).success;

  return (
    <section
      aria-labelledby="unsubscribe-title"
      className="mx-auto my-10 flex max-w-xl flex-col items-center gap-5 rounded-3xl border border-card-border bg-card/80 px-6 py-12 text-center sm:my-16 sm:px-10"
    >
      <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Newsletter</p>
      <h1 id="unsubscribe-title" className="text-3xl font-bold text-fg">
        Unsubscribe from the newsletter
      </h1>
      {!valid ? (
        <p role="alert" className="text-gold">
          {newsletterMessages.unknownToken}
        </p>
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="text-lg text-gold">
          {newsletterMessages.unsubscribed}
        </p>
      ) : (
        <>
          <p className="text-muted">
            Press the button to stop receiving the Guardians newsletter at the address this link was sent to.
            You can sign up again from the home page at any time.
          </p>
          {unsubscribe.isError && (
            <p role="alert" className="text-koi">
              {isNotFound(unsubscribe.error) ? newsletterMessages.unknownToken : unsubscribe.error.message}
            </p>
          )}
          {!(unsubscribe.isError && isNotFound(unsubscribe.error)) && (
            <Button
              className="px-8"
              aria-busy={unsubscribe.isPending}
              disabled={unsubscribe.isPending}
              onClick={() => token && unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          )}
        </>
      )}
      <Link to="/" className={buttonClasses('ghost')}>
        Back to home
      </Link>
    </section>
  );
}
