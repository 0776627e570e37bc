import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { checkClaimAmount } from '../utils/coin-amounts.ts';

type ClaimFormProps = {
  balance: number;
  remaining: number;
  maxAmount: number;
  symbol: string;
  running: boolean;
  onClaim: (amount: string) => Promise<boolean>;
};

/**
 * The amount (2 decimals) with Max = min(balance, what the period still allows), and Claim. The
 * amount is checked as it is typed (spec 5: anything non-numeric counts as 0) and Claim stays off
 * while it cannot be claimed. While a claim runs the check is held: the balance and the allowance
 * drop as the claim lands, and the amount being claimed must not read as "too much" meanwhile.
 */
export function ClaimForm({ balance, remaining, maxAmount, symbol, running, onClaim }: ClaimFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const busy = running || submitting;
  const check = checkClaimAmount(amount, { balance, remaining });
  const error = amount.trim() !== '' && !check.ok && !busy ? check.message : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.ok || busy) return;
    setSubmitting(true);
    try {
      if (await onClaim(check.amount)) setAmount('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        Amount to claim
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
            readOnly={busy}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 w-full rounded-full border border-card-border bg-night/60 py-2 pr-16 pl-4 text-fg placeholder:text-muted focus:border-gold/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-gold"
          />
          <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-muted">
            {symbol}
          </span>
        </div>
        <Button
          variant="outline"
          disabled={busy || maxAmount <= 0}
          onClick={() => setAmount(maxAmount.toFixed(2))}
        >
          Max
        </Button>
      </div>
      <p id={errorId} role={error ? 'alert' : undefined} className="min-h-5 text-sm text-koi">
        {error}
      </p>
      <Button type="submit" disabled={busy || !check.ok} aria-busy={busy} className="w-full">
        {busy ? 'Claiming…' : 'Claim'}
      </Button>
    </form>
  );
}
