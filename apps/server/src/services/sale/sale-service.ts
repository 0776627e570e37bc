import { SALE_MESSAGES, SALE_STAGES, type Sale, type SaleAccount } from '@guardians/shared';
import { formatEther, zeroHash } from 'viem';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import type { SaleChainReader, SaleChainState } from './sale-chain.ts';
import { loadWhitelist, type StoredWhitelist } from './whitelist-service.ts';

export interface SaleContext {
  read: ReadContext;
  chain: SaleChainReader;
}

/** GET /api/collections/:token/sale: the stage, price and supply on chain, and what `account` may mint. */
export async function getSale(ctx: SaleContext, ref: string, account?: `0x${string}`): Promise<Sale> {
  const row = await findCollection(ctx.read, ref, undefined);
  const address = row.tokenAddress as `0x${string}`;
  const [state, whitelist] = await Promise.all([
    ctx.chain.state(address),
    loadWhitelist(ctx.read.db, { chainId: row.chainId, tokenAddress: row.tokenAddress }),
  ]);
  const storedRoot = whitelist.tree?.root ?? null;
  const sale: Sale = {
    stage: state.stage,
    stageName: SALE_STAGES[state.stage] ?? 'none',
    active: isActive(state),
    price: formatEther(state.priceWei),
    priceWei: state.priceWei.toString(),
    maxPerWallet: Number(state.maxPerWallet),
    totalSupply: Number(state.totalSupply),
    maxSupply: Number(state.maxSupply),
    soldOut: state.totalSupply >= state.maxSupply,
    whitelist: {
      size: whitelist.accounts.length,
      root: storedRoot,
      onChainRoot: state.merkleRoot,
      upToDate: (storedRoot ?? zeroHash) === state.merkleRoot.toLowerCase(),
    },
  };
  if (account) {
    const minted = await ctx.chain.mintedBy(address, account, state.blockNumber);
    sale.account = accountView(state, whitelist, account, minted);
  }
  return sale;
}

/** Spec: a sale is active when the stage is not none and the price is above 0 (the contract's saleActive). */
function isActive(state: SaleChainState): boolean {
  return state.stage !== 0 && state.priceWei > 0n;
}

function accountView(
  state: SaleChainState,
  whitelist: StoredWhitelist,
  account: `0x${string}`,
  mintedBig: bigint,
): SaleAccount {
  const minted = Number(mintedBig);
  const limit = Number(state.maxPerWallet);
  const supplyLeft = Number(state.maxSupply - state.totalSupply);
  const allowanceLeft = limit === 0 ? supplyLeft : Math.max(0, limit - minted);
  const inWhitelistStage = state.stage === 1;
  const proof = inWhitelistStage ? (whitelist.tree?.proofFor(account) ?? []) : [];
  const no = (reason: string): SaleAccount => ({
    address: account,
    eligible: false,
    reason,
    proof,
    minted,
    remaining: 0,
  });

  if (!isActive(state)) return no(SALE_MESSAGES.notActive);
  if (supplyLeft <= 0) return no(SALE_MESSAGES.soldOut);
  if (inWhitelistStage) {
    if (!whitelist.tree?.includes(account)) return no(SALE_MESSAGES.notOnWhitelist);
    // The contract checks its own root: a listed wallet cannot mint until the owner has set the new one.
    if (whitelist.tree.root !== state.merkleRoot.toLowerCase()) return no(SALE_MESSAGES.whitelistPending);
  }
  if (allowanceLeft <= 0) return no(SALE_MESSAGES.walletLimit(limit));
  return {
    address: account,
    eligible: true,
    reason: inWhitelistStage ? SALE_MESSAGES.onWhitelist : SALE_MESSAGES.open,
    proof,
    minted,
    remaining: Math.min(allowanceLeft, supplyLeft),
  };
}
