import type { SupportedToken } from '@guardians/shared';
import { COIN_TOKEN_ID, findClaimSetup, fromChain, type SwapDeps } from './claim-setup.ts';
import { readCoinInfo } from './coin-claim-contract.ts';

/** The coins claims pay out: today the claim contract's one ERC-20; empty when claims are not set up. */
export async function supportedTokens(deps: SwapDeps): Promise<SupportedToken[]> {
  const setup = await findClaimSetup(deps);
  if (!setup) return [];
  const coin = await fromChain(() => readCoinInfo(deps.chain, setup.contract.address));
  return [
    {
      id: COIN_TOKEN_ID,
      name: coin.name,
      symbol: coin.symbol,
      decimals: coin.decimals,
      chainId: deps.chain.chainId,
      tokenAddress: coin.address,
      claimContract: setup.contract.address,
    },
  ];
}
