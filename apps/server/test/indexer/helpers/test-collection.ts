import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledContract, compileContracts } from '@guardians/contracts/compile';
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';

/**
 * anvil's default keys #5..#9 belong to the indexer tests (other files use #0 and #3); each test
 * file takes its own, so their nonces never race on the shared anvil.
 */
export const indexerKeys = {
  backfill: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  metadata: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  reorg: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
} as const satisfies Record<string, Hex>;

let compiled: CompiledContract | undefined;
function testCollectionContract(): CompiledContract {
  if (compiled) return compiled;
  const source = readFileSync(path.join(import.meta.dirname, '../../fixtures/test-collection.sol'), 'utf8');
  compiled = compileContracts({ 'test-collection.sol': source }).TestCollection;
  if (!compiled) throw new Error('TestCollection did not compile');
  return compiled;
}

/** A fresh TestCollection on `rpcUrl`, with helpers that wait for each transaction's receipt. */
export async function deployTestCollection(options: {
  rpcUrl: string;
  key: Hex;
  baseUri?: string;
  name?: string;
  symbol?: string;
}) {
  const { abi, bytecode } = testCollectionContract();
  const account = privateKeyToAccount(options.key);
  const transport = http(options.rpcUrl);
  const wallet = createWalletClient({ account, chain: foundry, transport });
  const client = createPublicClient({ chain: foundry, transport });
  const confirm = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const args = [
    options.name ?? 'Test Guardians',
    options.symbol ?? 'TGRD',
    options.baseUri ?? 'http://127.0.0.1:9/',
  ];
  const deployed = await confirm(await wallet.deployContract({ abi, bytecode, args }));
  const address = deployed.contractAddress as Address;
  const write = async (functionName: string, fnArgs: unknown[]) =>
    confirm(await wallet.writeContract({ address, abi, functionName, args: fnArgs }));
  return {
    address,
    deploymentBlock: deployed.blockNumber,
    client,
    mintBatch: (to: Address, firstId: number, count: number) =>
      write('mintBatch', [to, BigInt(firstId), BigInt(count)]),
    moveBatch: (moves: [id: number, to: Address][]) =>
      write('moveBatch', [moves.map(([id]) => BigInt(id)), moves.map(([, to]) => to)]),
    burn: (id: number) => write('burn', [BigInt(id)]),
    setTokenUri: (id: number, uri: string) => write('setTokenUri', [BigInt(id), uri]),
    /** ERC-4906 MetadataUpdate(id) and BatchMetadataUpdate(from, to). */
    announceUpdate: (id: number) => write('announceMetadataUpdate', [BigInt(id)]),
    announceBatchUpdate: (from: bigint, to: bigint) => write('announceBatchMetadataUpdate', [from, to]),
  };
}

export type TestCollection = Awaited<ReturnType<typeof deployTestCollection>>;

/** A deterministic holder address per index (no key needed: the minter moves tokens). */
export function holder(i: number): Address {
  return `0x${(0xa11ce000 + i).toString(16).padStart(40, '0')}` as Address;
}
