import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledContract } from '@guardians/contracts/compile';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
} from 'viem';

const source = readFileSync(path.join(import.meta.dirname, '../fixtures/test-collection.sol'), 'utf8');
const cacheDir = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/.cache/guardians-indexer-faults',
);

/**
 * The indexer tests' TestCollection (test/fixtures/test-collection.sol). solc in JavaScript takes
 * seconds to load and compile (tens on a busy machine), so the artifact is kept on disk, keyed by
 * the source's hash, and solc is imported only when it is missing.
 */
async function testCollectionArtifact(): Promise<CompiledContract> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `test-collection-${hash}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CompiledContract;
  } catch {
    const { compileContracts } = await import('@guardians/contracts/compile');
    const compiled = compileContracts({ 'test-collection.sol': source }).TestCollection;
    if (!compiled) throw new Error('TestCollection did not compile');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify(compiled));
    return compiled;
  }
}

/**
 * Enough for 200 moves in one call. Given, so viem skips eth_estimateGas, which runs a batch many
 * times over and was most of the chain's build time. At most a third of anvil's 30M block gas: a
 * transaction that does not fit the block waits for the next one, which automine makes only when
 * another transaction arrives, so concurrent senders could all end up waiting.
 */
const BATCH_GAS = 9_000_000n;

/** A TestCollection deployed by `minter`, whose batch calls wait for their receipts. */
export async function deployFaultCollection(options: {
  rpcUrl: string;
  minter: LocalAccount;
  name: string;
  symbol: string;
  baseUri: string;
}) {
  const { abi, bytecode } = await testCollectionArtifact();
  const transport = http(options.rpcUrl);
  const wallet = createWalletClient({ account: options.minter, transport });
  const client = createPublicClient({ transport });
  const confirm = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const deployed = await confirm(
    await wallet.deployContract({
      chain: null,
      abi,
      bytecode,
      args: [options.name, options.symbol, options.baseUri],
      gas: BATCH_GAS,
    }),
  );
  const address = deployed.contractAddress?.toLowerCase() as Address;
  const write = async (functionName: string, args: unknown[]) =>
    confirm(await wallet.writeContract({ chain: null, address, abi, functionName, args, gas: BATCH_GAS }));
  return {
    address,
    deploymentBlock: deployed.blockNumber,
    mintBatch: (to: Address, firstId: number, count: number) =>
      write('mintBatch', [to, BigInt(firstId), BigInt(count)]),
    moveBatch: (moves: [id: number, to: Address][]) =>
      write('moveBatch', [moves.map(([id]) => BigInt(id)), moves.map(([, to]) => to)]),
    burn: (id: number) => write('burn', [BigInt(id)]),
    /** As the holder (not the minter): lets `operator` move the holder's tokens. */
    approveAll: async (holder: LocalAccount, operator: Address) => {
      const asHolder = createWalletClient({ account: holder, transport });
      await confirm(
        await asHolder.writeContract({
          chain: null,
          address,
          abi,
          functionName: 'setApprovalForAll',
          args: [operator, true],
          gas: 100_000n,
        }),
      );
    },
  };
}

export type FaultCollection = Awaited<ReturnType<typeof deployFaultCollection>>;

/** A deterministic holder address per index (no key needed: the minter moves tokens). */
export function holder(i: number): Address {
  return `0x${(0xa11ce000 + i).toString(16).padStart(40, '0')}` as Address;
}
