import type { PrivateKeyAccount } from 'viem/accounts';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimSigner } from './claim-signer.ts';
import { type CoinClaimContract, findCoinClaim } from './coin-claim-contract.ts';
import { ClaimsUnavailableError } from './swap-errors.ts';

export interface SwapDeps {
  db: Db;
  chain: ChainClient;
  config: Pick<Config, 'claimContractAddress' | 'claimSignerKey'>;
}

/** The one coin claims pay out today; the id the supported-token list and the signature request use. */
export const COIN_TOKEN_ID = 1;

export interface ClaimSetup {
  contract: CoinClaimContract;
  signer: PrivateKeyAccount;
}

/** The claim contract and the signer, or null when this site has not set claims up. */
export async function findClaimSetup(deps: SwapDeps): Promise<ClaimSetup | null> {
  const signer = claimSigner(deps.config);
  if (!signer) return null;
  const contract = await findCoinClaim(deps.db, deps.config, deps.chain.chainId);
  return contract ? { contract, signer } : null;
}

export async function requireClaimSetup(deps: SwapDeps): Promise<ClaimSetup> {
  const setup = await findClaimSetup(deps);
  if (!setup) throw new ClaimsUnavailableError();
  return setup;
}

/** A chain read whose failure means claims cannot be served right now (503, never 500). */
export async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ClaimsUnavailableError({ cause: error });
  }
}
