import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSaleQuote } from '../../../lib/api/get-sale-quote.ts';
import { formatWei } from '../../../lib/ether-amount.ts';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import { DEFAULT_TRADE_DURATION_SECONDS, TRADE_DURATIONS } from '../../../lib/trade-durations.ts';
import type { NftKey } from '../api/get-nft.ts';
import { useLogError } from '../hooks/use-log-error.ts';
import { parsePriceInput } from '../utils/listing-form.ts';

type ListItemModalProps = {
  open: boolean;
  onClose: () => void;
  nft: NftKey;
  onSubmit: (priceWei: bigint, durationSeconds: number) => void;
};

const field =
  'w-full rounded-xl border border-card-border bg-night/60 px-4 py-2.5 text-base text-fg placeholder:text-muted/70 ' +
  'transition-colors hover:border-gold/50 focus-visible:border-gold aria-invalid:border-red-400';

/** Price and duration of a new listing, with what the seller receives after fee and royalty. */
export function ListItemModal({ open, onClose, nft, onSubmit }: ListItemModalProps) {
  const id = useId();
  const [price, setPrice] = useState('');
  const [duration, setDuration] = useState(DEFAULT_TRADE_DURATION_SECONDS);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parsePriceInput(price);
  const quotedPrice = useDeferredValue(parsed.ok ? parsed.wei : null);
  const quote = useSaleQuote(nft, quotedPrice);
  const etherPrice = useEtherPrice();
  useLogError('Sale quote', quote.error);
  const error = !parsed.ok && (submitted || price.trim() !== '') ? parsed.message : null;
  const usd = parsed.ok ? formatUsdValue(formatWei(parsed.wei), etherPrice.data) : null;

  const close = () => {
    setSubmitted(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={`${id}-title`}
      className="w-full rounded-t-2xl border p-6 sm:max-w-md sm:rounded-2xl"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-gold">
          List for sale
        </h2>
        <CloseButton label="Close" onClick={close} className="-mr-2" />
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (parsed.ok) {
            setSubmitted(false);
            setPrice('');
            onSubmit(parsed.wei, duration);
          }
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-price`} className="text-sm font-semibold text-fg">
            Price (ETH)
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.5"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-price-note`}
            className={field}
          />
          <p id={`${id}-price-note`} aria-live="polite" className="min-h-5 text-sm">
            {error ? (
              <span className="text-[#ff9b8a]">{error}</span>
            ) : usd ? (
              <span className="text-muted">{`≈ ${usd}`}</span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-duration`} className="text-sm font-semibold text-fg">
            Duration
          </label>
          <select
            id={`${id}-duration`}
            value={duration}
            onChange={(event) => setDuration(Number(event.target.value))}
            className={`${field} min-h-11`}
          >
            {TRADE_DURATIONS.map((option) => (
              <option key={option.seconds} value={option.seconds}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Proceeds quote={parsed.ok ? quote.data : undefined} loading={parsed.ok && quote.isFetching} />
        <p className="text-sm text-muted">
          Listing is free: your wallet signs the listing, and asks once to let the marketplace transfer items
          of this collection when they sell.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">List for sale</Button>
        </div>
      </form>
    </Modal>
  );
}

function Proceeds({
  quote,
  loading,
}: {
  quote: { fee: bigint; royalty: bigint; proceeds: bigint } | undefined;
  loading: boolean;
}) {
  const row = 'flex justify-between gap-3';
  return (
    <dl
      className="flex flex-col gap-1 rounded-xl border border-card-border bg-night/40 p-3 text-sm"
      aria-busy={loading}
    >
      <div className={row}>
        <dt className="text-muted">Marketplace fee</dt>
        <dd>{quote ? `${formatWei(quote.fee)} ETH` : '—'}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">Creator royalty</dt>
        <dd>{quote ? `${formatWei(quote.royalty)} ETH` : '—'}</dd>
      </div>
      <div className={`${row} border-t border-card-border/70 pt-1 font-semibold`}>
        <dt>You receive</dt>
        <dd data-testid="listing-proceeds">{quote ? `${formatWei(quote.proceeds)} ETH` : '—'}</dd>
      </div>
    </dl>
  );
}
