import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared/community';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import {
  hasErrors,
  type NewsletterErrors,
  serverNewsletterErrors,
  validateNewsletter,
} from '../utils/newsletter-form.ts';

/**
 * Email and consent, checked here with the server's schema and again by the server; its refusal
 * shows next to the field it names, and a site without a mail server says so (503). Success asks
 * the person to open the mailed link (double opt-in); in the demo it points at the demo mailbox.
 */
export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const ids = { email: useId(), emailError: useId(), consent: useId(), consentError: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewsletter({ email, consent });
    setErrors(found);
    if (hasErrors(found)) {
      // Take the person to the first thing to fix.
      document.getElementById(found.email ? ids.email : ids.consent)?.focus();
      return;
    }
    subscribe.mutate(email, {
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.status === 400
            ? serverNewsletterErrors(error)
            : {
                form:
                  error instanceof ApiError
                    ? error.message
                    : 'The sign-up could not be sent. Please try again.',
              },
        ),
    });
  }

  if (subscribe.isSuccess) {
    const { message, demoMailbox } = subscribe.data;
    return (
      <div role="status" className="flex flex-col gap-3 rounded-2xl border border-gold/50 bg-gold/10 p-6">
        <p className="text-lg font-semibold text-fg">{message}</p>
        <p className="text-sm text-muted">{newsletterMessages.confirmWithin}</p>
        {demoMailbox && (
          <p className="text-sm text-muted">
            {newsletterMessages.demoMailbox} {/* A page of the server, not of this app: a full load. */}
            <a href={demoMailbox} className="font-semibold text-gold underline underline-offset-4">
              Open the demo mailbox
            </a>
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Newsletter sign-up">
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.email} className="text-sm font-semibold text-fg">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email || errors.form) setErrors(({ email: _e, form: _f, ...rest }) => rest);
            }}
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? ids.emailError : undefined}
            className="min-h-12 flex-1 rounded-full border border-card-border bg-night/70 px-5 text-fg placeholder:text-muted focus:border-gold focus:outline-none aria-invalid:border-koi"
          />
          <Button
            type="submit"
            disabled={subscribe.isPending}
            aria-busy={subscribe.isPending}
            className="min-h-12 px-8"
          >
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </div>
        {errors.email && <FieldError id={ids.emailError}>{errors.email}</FieldError>}
      </div>
      <div className="flex flex-col gap-2">
        <label
          htmlFor={ids.consent}
          className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-muted"
        >
          <input
            id={ids.consent}
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              if (errors.consent) setErrors(({ consent: _c, ...rest }) => rest);
            }}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? ids.consentError : undefined}
            className="mt-0.5 size-5 shrink-0 accent-gold"
          />
          <span>{NEWSLETTER_CONSENT_TEXT}</span>
        </label>
        {errors.consent && <FieldError id={ids.consentError}>{errors.consent}</FieldError>}
      </div>
      {errors.form && <FieldError>{errors.form}</FieldError>}
    </form>
  );
}

function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-[#ffb08a]">
      {children}
    </p>
  );
}
