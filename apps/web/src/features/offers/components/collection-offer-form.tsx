import { useState } from 'react';
import { formatWei } from '../../../lib/ether-amount.ts';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import { DEFAULT_TRADE_DURATION_SECONDS } from '../../../lib/trade-durations.ts';
import { useTraitRoot } from '../api/get-trait-root.ts';
import { parseOfferAmount, parseOfferQuantity } from '../utils/offer-form.ts';
import { DurationField, OfferTextField } from './offer-fields.tsx';
import { OfferFormButtons, type OfferFormProps } from './offer-form.tsx';
import { OfferBalances, OfferStepsNote } from './offer-funds-summary.tsx';
import { pickedTrait, TraitPicker } from './trait-picker.tsx';

export type CollectionOfferFormProps = OfferFormProps & {
  kind: 'collection' | 'trait';
  tokenAddress: string;
  /** As the page names the collection (slug or address) and its chain: for the trait lists. */
  collectionRef: string;
  chainId: number;
};

const PICK_A_TRAIT = 'Pick a trait type and a value.';

/**
 * A price per item, how many items, how long; for a trait offer first the trait and how many items it
 * covers. The total (every item at the price) is what the WETH must cover, so it is what the steps
 * wrap and what the balances are checked against.
 */
export function CollectionOfferForm(props: CollectionOfferFormProps) {
  const { kind, funds, busy, onSubmit, onCancel } = props;
  const [amount, setAmount] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [duration, setDuration] = useState(DEFAULT_TRADE_DURATION_SECONDS);
  const [trait, setTrait] = useState<{ type: string; value: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const etherPrice = useEtherPrice();
  const picked = kind === 'trait' ? pickedTrait(trait) : null;
  const coverage = useTraitRoot(props.tokenAddress, picked);

  const quantity = parseOfferQuantity(quantityText);
  const covered = kind === 'trait' ? coverage.data?.tokenCount : undefined;
  const quantityProblem = !quantity.ok
    ? quantity.message
    : covered !== undefined && quantity.quantity > covered
      ? `This trait covers ${covered} ${covered === 1 ? 'item' : 'items'}: offer on at most ${covered}.`
      : null;
  const count = quantity.ok ? quantity.quantity : 1;
  const parsed = parseOfferAmount(amount, funds, count);
  const amountError = !parsed.ok && (submitted || amount.trim() !== '') ? parsed.message : null;
  const total = parsed.ok && !quantityProblem ? parsed.wei * BigInt(count) : null;
  const usd = parsed.ok ? formatUsdValue(formatWei(parsed.wei), etherPrice.data) : null;
  const totalUsd = total === null ? null : formatUsdValue(formatWei(total), etherPrice.data);
  const traitMissing = kind === 'trait' && !coverage.isSuccess;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!parsed.ok || quantityProblem || traitMissing || busy) return;
        const choice =
          picked && coverage.data
            ? { ...picked, root: coverage.data.root as `0x${string}`, tokenCount: coverage.data.tokenCount }
            : null;
        onSubmit({ amount: parsed.wei, quantity: count, durationSeconds: duration, trait: choice });
      }}
    >
      {kind === 'trait' && (
        <TraitPicker
          collectionRef={props.collectionRef}
          chainId={props.chainId}
          value={trait}
          onChange={setTrait}
          coverage={coverage}
          error={submitted && !picked ? PICK_A_TRAIT : null}
        />
      )}
      <OfferTextField
        label="Price per item (ETH)"
        inputMode="decimal"
        placeholder="0.5"
        value={amount}
        onChange={setAmount}
        error={amountError}
        note={usd ? `≈ ${usd} each` : null}
      />
      <OfferTextField
        label="Number of items"
        inputMode="numeric"
        placeholder="1"
        value={quantityText}
        onChange={setQuantityText}
        error={quantityProblem}
        note={
          total === null
            ? null
            : `Up to ${formatWei(total)} WETH in all${totalUsd ? ` (≈ ${totalUsd})` : ''}: your WETH must cover every item.`
        }
      />
      <DurationField value={duration} onChange={setDuration} />
      <OfferBalances funds={funds} />
      <OfferStepsNote total={total} funds={funds} />
      <OfferFormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
