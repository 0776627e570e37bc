import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';

type Step = { title: string; text: string; done: boolean };

function steps(signedIn: boolean, listedHere: number): Step[] {
  return [
    {
      title: 'Connect',
      text: 'Your wallet is connected: the items it holds are shown here.',
      done: true,
    },
    signedIn
      ? { title: 'Sign', text: 'You are signed in: this wallet is proven yours.', done: true }
      : {
          title: 'Sign',
          text: 'Sign one message to prove the wallet is yours. It costs nothing and sends no transaction.',
          done: false,
        },
    listedHere > 0
      ? {
          title: 'Sell',
          text: `${listedHere === 1 ? '1 of the items shown here is' : `${listedHere} of the items shown here are`} listed: its card shows the price. Open an item to change or cancel its listing.`,
          done: true,
        }
      : {
          title: 'Sell',
          text: 'Open an item and choose List for sale: set a price and sign it. A buyer pays on-chain; the item moves to them and the payment to you.',
          done: false,
        },
  ];
}

/**
 * Spec 2 states: the owner's 'connect and sell your NFTs' explainer beside the owned grid, telling
 * the owner where they stand: the wallet is connected (they are its owner), signed in or not, and
 * whether items shown are listed already.
 */
export function SellExplainer({ listedHere }: { listedHere: number }) {
  const { signedIn } = useSignedIn();
  return (
    <aside
      aria-labelledby="sell-explainer-title"
      className="rounded-2xl border border-card-border bg-card/70 p-5"
    >
      <h2 id="sell-explainer-title" className="text-lg font-semibold text-fg">
        Connect and sell your NFTs
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps(signedIn, listedHere).map((step, index) => (
          <li key={step.title} className="flex gap-3" data-done={step.done}>
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                step.done ? 'bg-gold text-night' : 'bg-gold/15 text-gold'
              }`}
            >
              {step.done ? '✓' : index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-fg">
                {step.title}
                {step.done && <span className="sr-only"> (done)</span>}
              </h3>
              <p className="text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs text-muted">
        Until an item is listed, its card reads 'Not for sale'. Listing never moves the item until someone
        buys it.
      </p>
    </aside>
  );
}
