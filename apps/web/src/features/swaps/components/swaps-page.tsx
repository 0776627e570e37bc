import { swapMessages } from '@guardians/shared/swaps';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useCoinBalance } from '../api/get-coin-balance.ts';
import { pickClaimToken, useSupportedTokens } from '../api/get-supported-tokens.ts';
import { useClaimValues } from '../api/read-claim-values.ts';
import { useNowSeconds } from '../hooks/use-now-seconds.ts';
import { ClaimPanel } from './claim-panel.tsx';
import { CoinBalanceCard } from './coin-balance-card.tsx';
import { CoinHistory } from './coin-history.tsx';
import { SignInCard } from './sign-in-card.tsx';
import { SwapLeaderboard } from './swap-leaderboard.tsx';

/** /swaps: the coins earned, claiming them on chain, and who has claimed most. */
export function SwapsPage() {
  const wallet = useWallet();
  const { signedIn, checking } = useSignedIn();
  const tokens = useSupportedTokens();
  const token = tokens.data ? pickClaimToken(tokens.data, wallet.chainId) : undefined;
  const account = signedIn ? wallet.address : undefined;
  const balance = useCoinBalance(account, signedIn);
  const values = useClaimValues(token, account);
  const now = useNowSeconds();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Swaps</p>
        <h1 className="text-4xl font-bold text-fg sm:text-5xl">Claim your {token?.name ?? 'coins'}</h1>
        <p className="text-lg text-muted">
          Coins you earn on quests can be claimed into your wallet as {token ? token.symbol : 'a token'} on
          chain, up to a maximum each period.
        </p>
      </header>

      {tokens.isError ? (
        <ErrorState title="Claims could not load" onRetry={() => void tokens.refetch()} />
      ) : tokens.isPending || checking ? (
        <div role="status" aria-label="Loading your coins" className="grid gap-6 md:grid-cols-2">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : !signedIn ? (
        <SignInCard />
      ) : (
        <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
          <CoinBalanceCard
            balance={balance.data}
            balanceError={balance.isError}
            walletBalance={values.data?.walletBalance}
            walletError={values.isError}
            token={token}
          />
          {token ? (
            <ClaimPanel
              token={token}
              balance={balance.data}
              values={values.data}
              valuesError={values.isError}
              onRetryValues={() => void values.refetch()}
              now={now}
            />
          ) : (
            <p className="rounded-2xl border border-card-border bg-card/80 p-6 text-muted">
              {swapMessages.unavailable}
            </p>
          )}
        </div>
      )}

      {account && <CoinHistory key={account} account={account} />}

      <SwapLeaderboard me={wallet.address} />
    </div>
  );
}
