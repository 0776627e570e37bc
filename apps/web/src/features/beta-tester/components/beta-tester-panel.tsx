import { Button } from '../../../components/ui/button.tsx';
import { useBetaRegistration } from '../hooks/use-beta-registration.ts';

const perks = [
  {
    title: 'Early access',
    text: 'Try quests, the fan-art contest and new marketplace tools before they open to everyone.',
  },
  {
    title: 'A voice in what ships',
    text: 'Tell us what confuses you or breaks. Beta feedback decides what we fix before launch.',
  },
  {
    title: 'Nothing to pay',
    text: 'Registering is free and sends no transaction: you only sign in with your wallet.',
  },
];

const howItWorks = [
  'Connect your wallet.',
  'Sign the message that proves the wallet is yours.',
  'Press Register as beta tester. Doing it twice is harmless.',
];

/** Spec 2 'beta-tester registration': what beta testing is, and the one button to join. */
export function BetaTesterPanel() {
  const registration = useBetaRegistration();
  return (
    <section
      aria-labelledby="beta-title"
      className="mx-auto flex max-w-5xl flex-col gap-10 px-6 py-14 sm:py-20"
    >
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Beta programme</p>
        <h1 id="beta-title" className="text-4xl font-bold text-fg sm:text-5xl">
          Help shape what comes next
        </h1>
        <p className="text-lg text-muted">
          Beta testers use new features first, on the real site with their own wallet, and tell us what works
          and what does not. Register once and we will invite your wallet to each beta as it opens.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <ul className="grid gap-4">
          {perks.map((perk) => (
            <li key={perk.title} className="rounded-2xl border border-card-border bg-card/80 p-5">
              <h2 className="text-lg font-semibold text-gold">{perk.title}</h2>
              <p className="mt-1 text-muted">{perk.text}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-5 rounded-2xl border border-gold/40 bg-card/80 p-6">
          <h2 className="text-xl font-semibold text-fg">How it works</h2>
          <ol className="flex list-inside list-decimal flex-col gap-2 text-muted marker:font-bold marker:text-gold">
            {howItWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Button
            className="mt-auto w-full"
            aria-busy={registration.pending}
            disabled={registration.pending}
            onClick={() => void registration.start()}
          >
            Register as beta tester
          </Button>
        </div>
      </div>
    </section>
  );
}
