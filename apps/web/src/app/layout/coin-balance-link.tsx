import { Link } from 'react-router';
import { useCoinBalance } from '../../features/swaps/api/get-coin-balance.ts';
import { CoinIcon } from '../../features/swaps/components/coin-icon.tsx';
import { formatCoins } from '../../features/swaps/utils/coin-amounts.ts';
import { useSignedIn } from '../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';

type CoinBalanceLinkProps = { className?: string; onNavigate?: () => void };

/**
 * Spec 2 navbar: the signed-in wallet's coin balance (2 decimals) linking to /swaps. Nothing for a
 * visitor or a wallet that has not signed: the balance is private to its owner.
 */
export function CoinBalanceLink({ className = '', onNavigate }: CoinBalanceLinkProps) {
  const { address } = useWallet();
  const { signedIn } = useSignedIn();
  const balance = useCoinBalance(address, signedIn);
  if (!signedIn || !address) return null;
  const text = balance.data !== undefined ? formatCoins(balance.data) : '…';
  return (
    <Link
      to="/swaps"
      onClick={onNavigate}
      aria-label={balance.data !== undefined ? `Coin balance: ${text} coins` : 'Coin balance'}
      // Compact up to 2xl: beside the links and the account button, every pixel of the bar counts.
      className={`inline-flex min-h-11 items-center gap-1 rounded-full border border-gold/50 bg-night/40 px-1.5 text-[0.8125rem] font-semibold text-fg tabular-nums transition-colors hover:bg-gold/10 2xl:gap-2 2xl:px-3 2xl:text-sm ${className}`}
    >
      <CoinIcon className="size-4 2xl:size-5" />
      <span data-testid="coin-balance">{text}</span>
    </Link>
  );
}
