import type { SupportedToken } from '@guardians/shared/swaps';
import { Button } from '../../../components/ui/button.tsx';
import type { ClaimValues } from '../api/read-claim-values.ts';
import { useClaimCoins } from '../hooks/use-claim-coins.ts';
import { maxClaimAmount, remainingThisPeriod } from '../utils/coin-amounts.ts';
import { ClaimForm } from './claim-form.tsx';
import { ClaimValuesList } from './claim-values.tsx';

type ClaimPanelProps = {
  token: SupportedToken;
  balance: number | undefined;
  values: ClaimValues | undefined;
  valuesError: boolean;
  onRetryValues: () => void;
  now: number;
};

/** Claiming coins into the wallet as the ERC-20, within the contract's allowance per period. */
export function ClaimPanel({ token, balance, values, valuesError, onRetryValues, now }: ClaimPanelProps) {
  const { claim, running } = useClaimCoins(token);
  const remaining = values ? remainingThisPeriod(values, now) : undefined;
  return (
    <section
      aria-labelledby="claim-title"
      className="flex flex-col gap-5 rounded-2xl border border-gold/40 bg-card/80 p-6"
    >
      <div>
        <h2 id="claim-title" className="text-sm font-semibold tracking-widest text-gold uppercase">
          Claim on chain
        </h2>
        <p className="mt-2 text-sm text-muted">
          Turn coins into {token.name} ({token.symbol}) in your wallet. Each period allows a maximum claim.
        </p>
      </div>
      {valuesError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-muted">
          The claim contract could not be read.
          <Button variant="outline" onClick={onRetryValues}>
            Retry
          </Button>
        </div>
      ) : (
        <ClaimValuesList values={values} remaining={remaining} token={token} now={now} />
      )}
      <ClaimForm
        balance={balance ?? 0}
        remaining={remaining ?? 0}
        maxAmount={values && balance !== undefined ? maxClaimAmount(balance, values, now) : 0}
        symbol={token.symbol}
        running={running}
        onClaim={claim}
      />
    </section>
  );
}
