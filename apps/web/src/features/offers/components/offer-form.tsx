import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatWei } from '../../../lib/ether-amount.ts';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import { DEFAULT_TRADE_DURATION_SECONDS } from '../../../lib/trade-durations.ts';
import type { OfferFunds } from '../api/read-offer-funds.ts';
import { parseOfferAmount } from '../utils/offer-form.ts';
import type { OfferTerms } from '../utils/offer-target.ts';
import { DurationField, OfferTextField } from './offer-fields.tsx';
import { OfferBalances, OfferStepsNote } from './offer-funds-summary.tsx';

export type OfferFormProps = {
  /** The offerer's balances; undefined while they load, null when they could not be read. */
  funds: OfferFunds | null | undefined;
  /** Signing in or reading the balances after the click: the button waits. */
  busy: boolean;
  onSubmit: (terms: OfferTerms) => void;
  onCancel: () => void;
};

/** Amount and duration of an offer on one item, with the offerer's ETH and WETH and the steps ahead. */
export function OfferForm({ funds, busy, onSubmit, onCancel }: OfferFormProps) {
  const [amount, setAmount] = useState('');
  const [duration, setDuration] = useState(DEFAULT_TRADE_DURATION_SECONDS);
  const [submitted, setSubmitted] = useState(false);
  const etherPrice = useEtherPrice();
  const parsed = parseOfferAmount(amount, funds);
  const error = !parsed.ok && (submitted || amount.trim() !== '') ? parsed.message : null;
  const usd = parsed.ok ? formatUsdValue(formatWei(parsed.wei), etherPrice.data) : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (parsed.ok && !busy)
          onSubmit({ amount: parsed.wei, quantity: 1, durationSeconds: duration, trait: null });
      }}
    >
      <OfferTextField
        label="Amount (ETH)"
        inputMode="decimal"
        placeholder="0.5"
        value={amount}
        onChange={setAmount}
        error={error}
        note={usd ? `≈ ${usd}` : null}
      />
      <DurationField value={duration} onChange={setDuration} />
      <OfferBalances funds={funds} />
      <OfferStepsNote total={parsed.ok ? parsed.wei : null} funds={funds} />
      <OfferFormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function OfferFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Starting...' : 'Make offer'}
      </Button>
    </div>
  );
}
