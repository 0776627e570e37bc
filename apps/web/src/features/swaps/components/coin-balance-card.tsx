import type { SupportedToken } from '@guardians/shared/swaps';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCoins } from '../utils/coin-amounts.ts';
import { CoinIcon } from './coin-icon.tsx';

type CoinBalanceCardProps = {
  balance: number | undefined;
  balanceError: boolean;
  walletBalance: number | undefined;
  walletError: boolean;
  token: SupportedToken | undefined;
};

/** The coins earned on the site (the ledger) beside those already claimed into the wallet (ERC-20). */
export function CoinBalanceCard({
  balance,
  balanceError,
  walletBalance,
  walletError,
  token,
}: CoinBalanceCardProps) {
  const symbol = token?.symbol ?? '';
  return (
    <section
      aria-labelledby="coin-balance-title"
      className="flex flex-col gap-6 rounded-2xl border border-card-border bg-card/80 p-6"
    >
      <div>
        <h2 id="coin-balance-title" className="text-sm font-semibold tracking-widest text-gold uppercase">
          Your coins
        </h2>
        <p
          className="mt-3 flex items-center gap-3 text-4xl font-bold text-fg"
          data-testid="swaps-coin-balance"
        >
          <CoinIcon className="size-9" />
          {balance !== undefined ? (
            formatCoins(balance)
          ) : balanceError ? (
            <span className="text-base font-normal text-muted">Your balance could not load.</span>
          ) : (
            <Skeleton className="h-9 w-32" />
          )}
        </p>
        <p className="mt-2 text-sm text-muted">Earned from quests and ready to claim.</p>
      </div>
      <div className="border-t border-card-border pt-5">
        <h3 className="text-sm font-semibold text-fg">In your wallet</h3>
        <p className="mt-1 text-2xl font-semibold text-fg" data-testid="swaps-wallet-balance">
          {walletBalance !== undefined ? (
            `${formatCoins(walletBalance)} ${symbol}`.trim()
          ) : walletError ? (
            <span className="text-base font-normal text-muted">Could not read your wallet.</span>
          ) : (
            <Skeleton className="h-7 w-28" />
          )}
        </p>
        {token && <p className="mt-1 text-sm text-muted">{token.name}, claimed on chain.</p>}
      </div>
    </section>
  );
}
