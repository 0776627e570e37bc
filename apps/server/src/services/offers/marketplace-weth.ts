import { GuardianMarketplaceAbi } from '@guardians/contracts';
import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem';
import type { ChainClient } from '../../chain/chain-client.ts';
import { withDeadline } from '../../infra/probe-deadline.ts';
import type { Logger } from '../../lib/logger.ts';

type Address = `0x${string}`;

/**
 * The WETH each marketplace pays offers in, per chain client: `weth()` is immutable, so one answer
 * per marketplace address holds for good (decision 0086). Null is remembered too: a marketplace
 * deployed before offers has no `weth()` and never will. A failed read (the node is down) is not
 * remembered, so the next request asks again.
 */
const known = new WeakMap<ChainClient, Map<string, Promise<Address | null>>>();

function answersOf(chain: ChainClient): Map<string, Promise<Address | null>> {
  let answers = known.get(chain);
  if (!answers) {
    answers = new Map();
    known.set(chain, answers);
  }
  return answers;
}

/** The call reverted or the address has no such function: the contract has no WETH. */
function hasNoWeth(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError,
    ) !== null
  );
}

/** `marketplace.weth()` in lower case, or null for a marketplace without offers. Throws when the node fails. */
export function marketplaceWeth(chain: ChainClient, marketplace: Address): Promise<Address | null> {
  const answers = answersOf(chain);
  const key = marketplace.toLowerCase();
  const remembered = answers.get(key);
  if (remembered) return remembered;
  const read = chain.public
    .readContract({ address: marketplace, abi: GuardianMarketplaceAbi, functionName: 'weth' })
    .then((weth) => weth.toLowerCase() as Address)
    .catch((error: unknown) => {
      if (hasNoWeth(error)) return null;
      answers.delete(key);
      throw error;
    });
  answers.set(key, read);
  return read;
}

/** How long the settings (and every page's HTML, which embeds them) wait for a first answer. */
const SETTINGS_WAIT_MS = 1_000;

/**
 * The WETH for the browser's settings: null when the node does not answer in time or fails. The
 * settings must come even with the node down (every page embeds them); the read goes on, and a
 * later request gets its answer.
 */
export async function settingsWeth(
  chain: ChainClient,
  marketplace: Address,
  log?: Logger,
): Promise<Address | null> {
  const read = marketplaceWeth(chain, marketplace);
  // A late failure is logged here, not left unhandled; the answer in time is awaited below.
  read.catch((err: unknown) => log?.warn({ err, marketplace }, 'reading the marketplace WETH failed'));
  try {
    return await withDeadline(read, SETTINGS_WAIT_MS);
  } catch (err) {
    // Offers show as unavailable until the node answers; the failure itself is logged above.
    if (!(err instanceof BaseError)) log?.warn({ marketplace }, 'the marketplace WETH is not known yet');
    return null;
  }
}
