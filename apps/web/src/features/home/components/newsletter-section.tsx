import { NewsletterForm } from './newsletter-form.tsx';

/** News of the Odyssey by email: the sign-up, with the consent the address is stored with. */
export function NewsletterSection() {
  return (
    <section
      aria-labelledby="home-newsletter"
      className="grid gap-8 rounded-3xl border border-card-border bg-card/60 px-6 py-10 backdrop-blur-sm sm:px-12 sm:py-14 md:grid-cols-2 md:items-center"
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Newsletter</p>
        <h2 id="home-newsletter" className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          Hear when the next stage opens
        </h2>
        <p className="text-lg text-muted">
          New chapters of the lore, contest openings and winners, drops and quests: one email when something
          happens, never more.
        </p>
      </div>
      <NewsletterForm />
    </section>
  );
}
