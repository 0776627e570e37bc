/**
 * What a person reads when a wallet request or a contract call fails. Errors are recognised by
 * shape (viem's error chain: `cause`, `data.errorName`, EIP-1193 `code`) rather than by class, so
 * pages using this stay free of viem; the wallet core that throws them loads on its own.
 */

type Revert = { errorName: string; args: readonly unknown[] };

const eth = (wei: unknown) => (typeof wei === 'bigint' ? `${Number(wei) / 1e18} ETH` : 'the price');

/** Custom errors of GuardianMarketplace and GuardianCollection, by name. */
const REVERT_MESSAGES: Record<string, (args: readonly unknown[]) => string> = {
  ListingAlreadyFilled: () => 'Someone else bought this item first.',
  ListingIsCancelled: () => 'The seller cancelled this listing.',
  ListingNonceStale: () => 'The seller cancelled this listing.',
  ListingExpired: () => 'This listing has expired.',
  SellerNotOwner: () => 'The seller no longer owns this item.',
  MarketplaceNotApproved: () => 'The seller withdrew the marketplace’s permission to sell this item.',
  InvalidSignature: () => 'This listing’s signature is not valid, so it cannot be bought.',
  InsufficientPayment: ([required]) => `The price is ${eth(required)} now. Reload the page and try again.`,
  ExcessPayment: ([required]) => `The price is ${eth(required)} now. Reload the page and try again.`,
  NotSeller: () => 'Only the seller can cancel this listing.',
  SweepBoughtNothing: () =>
    'None of these items is for sale any more, so nothing was bought and you were not charged.',
  PaymentFailed: () => 'The payment to the seller or royalty receiver failed.',
  SaleNotActive: () => 'The sale is not open right now.',
  InvalidProof: () => 'This wallet is not on the whitelist.',
  ZeroQuantity: () => 'Choose how many to mint.',
  WalletLimitReached: ([limit, minted]) =>
    `This wallet may mint ${String(limit)} in total and has minted ${String(minted)}.`,
  SoldOut: ([remaining]) =>
    remaining === 0n || remaining === undefined ? 'Sold out.' : `Only ${String(remaining)} left.`,
};

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The contract's custom error, if the failure carries one. */
export function findRevert(error: unknown): Revert | undefined {
  for (const link of causes(error)) {
    const data = link.data as { errorName?: unknown; args?: unknown } | undefined;
    if (data && typeof data === 'object' && typeof data.errorName === 'string') {
      return { errorName: data.errorName, args: Array.isArray(data.args) ? data.args : [] };
    }
  }
  return undefined;
}

export function isUserRejection(error: unknown): boolean {
  for (const link of causes(error)) {
    if (link.code === 4001 || link.name === 'UserRejectedRequestError') return true;
  }
  return false;
}

function isInsufficientFunds(error: unknown): boolean {
  for (const link of causes(error)) {
    if (link.name === 'InsufficientFundsError') return true;
    if (typeof link.message === 'string' && /insufficient funds/i.test(link.message)) return true;
  }
  return false;
}

/** One sentence for a failed wallet request or transaction. */
export function transactionErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return 'You declined the request in your wallet.';
  const revert = findRevert(error);
  if (revert) {
    const message = REVERT_MESSAGES[revert.errorName];
    return message ? message(revert.args) : `The transaction would fail (${revert.errorName}).`;
  }
  if (isInsufficientFunds(error)) return 'Your wallet does not hold enough ETH for this and its gas.';
  if (error instanceof Error && error.message === 'Connect your wallet first') return error.message;
  return 'The transaction failed. Please try again.';
}
