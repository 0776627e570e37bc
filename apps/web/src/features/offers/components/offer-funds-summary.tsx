import { formatWei } from '../../../lib/ether-amount.ts';
import type { OfferFunds } from '../api/read-offer-funds.ts';
import { OFFER_STEP_LABELS, planOfferSteps, wrapShortfall } from '../utils/offer-steps.ts';

/** The offerer's ETH and WETH; a dash while they load, 'Unavailable' when they could not be read. */
export function OfferBalances({ funds }: { funds: OfferFunds | null | undefined }) {
  const row = 'flex justify-between gap-3';
  const value = (wei: bigint | undefined) =>
    funds === null ? 'Unavailable' : wei === undefined ? '—' : formatWei(wei);
  return (
    <dl
      className="flex flex-col gap-1 rounded-xl border border-card-border bg-night/40 p-3 text-sm"
      aria-busy={funds === undefined}
    >
      <div className={row}>
        <dt className="text-muted">Your ETH</dt>
        <dd data-testid="offer-eth-balance">{value(funds?.eth)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Your WETH</dt>
        <dd data-testid="offer-weth-balance">{value(funds?.weth)}</dd>
      </div>
    </dl>
  );
}

/**
 * The steps ahead for an offer that may take `total` WETH in all: how much ETH will be wrapped, whether
 * WETH must be allowed. Before an amount is typed, how offers are paid.
 */
export function OfferStepsNote({
  total,
  funds,
}: {
  total: bigint | null;
  funds: OfferFunds | null | undefined;
}) {
  if (total === null || !funds) {
    return (
      <p className="text-sm text-muted">
        Offers are paid in wrapped ether (WETH). What your WETH does not cover is wrapped from your ETH first.
      </p>
    );
  }
  const steps = planOfferSteps(total, funds).map((step) =>
    step === 'wrap' ? `Wrap ${formatWei(wrapShortfall(total, funds.weth))} ETH` : OFFER_STEP_LABELS[step],
  );
  return <p className="text-sm text-muted">{`Steps: ${steps.join(', ')}.`}</p>;
}
