const steps = [
  {
    title: 'Connect',
    text: 'Your items live in your wallet, not on this site. Connect the wallet that holds them and they appear here.',
  },
  {
    title: 'Sign',
    text: 'Sign one message to prove the wallet is yours. It costs nothing and sends no transaction.',
  },
  {
    title: 'Sell',
    text: "When listings open, set a price on an item's page and sign it. A buyer pays on-chain; the item moves to them and the payment to you.",
  },
];

/** Spec 2 states: the owner's 'connect and sell your NFTs' explainer beside the owned grid. */
export function SellExplainer() {
  return (
    <aside
      aria-labelledby="sell-explainer-title"
      className="rounded-2xl border border-card-border bg-card/70 p-5"
    >
      <h2 id="sell-explainer-title" className="text-lg font-semibold text-fg">
        Connect and sell your NFTs
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-gold/15 text-sm font-bold text-gold"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-fg">{step.title}</h3>
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
