import { type Address, getContractAddress, type PublicClient } from 'viem';
import { NotAContractError } from './indexer-errors.ts';

async function hasCode(client: PublicClient, address: Address, blockNumber: bigint): Promise<boolean> {
  const code = await client.getCode({ address, blockNumber });
  return code !== undefined && code !== '0x';
}

/**
 * The first block at which the contract has code: a binary search over historical eth_getCode
 * (about 25 calls on a long chain). A node without that history makes us start from block 0,
 * which costs only time: the backfill just reads more empty ranges.
 */
export async function findDeploymentBlock(client: PublicClient, address: Address): Promise<bigint> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  if (!(await hasCode(client, address, head))) throw new NotAContractError(`${address} has no contract code`);
  let low = 0n;
  let high = head;
  try {
    while (low < high) {
      const middle = (low + high) / 2n;
      if (await hasCode(client, address, middle)) high = middle;
      else low = middle + 1n;
    }
  } catch {
    return 0n;
  }
  return low;
}

/** The account whose contract-creation transaction in `blockNumber` made `address`, if one did. */
export async function findDeployer(
  client: PublicClient,
  address: Address,
  blockNumber: bigint,
): Promise<Address | null> {
  const block = await client.getBlock({ blockNumber, includeTransactions: true });
  const target = address.toLowerCase();
  for (const tx of block.transactions) {
    if (tx.to !== null) continue; // contracts made by a factory are not found this way
    const created = getContractAddress({ from: tx.from, nonce: BigInt(tx.nonce) });
    if (created.toLowerCase() === target) return tx.from.toLowerCase() as Address;
  }
  return null;
}
