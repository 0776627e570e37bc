import { GuardianCollectionAbi, GuardianCollectionBytecode } from '@guardians/contracts';
import type { DemoCollection } from '@guardians/shared';
import { createWalletClient, encodeFunctionData, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainClient } from '../chain/chain-client.ts';
import { ANVIL_DEV_KEY } from '../chain/dev-keys.ts';
import { demoMaxSupply } from './demo-catalogue.ts';
import { demoMintPlan } from './demo-mint-plan.ts';
import { demoWhitelistRoot } from './demo-whitelist.ts';

const MAX_PER_CALL = 200;
const ROYALTY_BASIS_POINTS = 500;
const PRESALE_PRICE = parseEther('0.01');
const SEND_CHUNK = 100;
/** Far more than ~1,000 mints need at 30M gas a block; a stuck pool fails the supply check below. */
const MAX_BLOCKS = 100;

export interface DeployedDemo {
  slug: string;
  name: string;
  address: `0x${string}`;
  deploymentBlock: bigint;
}

/** Consecutive ids with the same owner become one ownerMint call (ids are minted in order). */
function mintRuns(owners: Array<{ address: `0x${string}`; tokenIds: number[] }>, supply: number) {
  const ownerOf = new Map<number, `0x${string}`>();
  for (const { address, tokenIds } of owners) for (const id of tokenIds) ownerOf.set(id, address);
  const runs: Array<{ to: `0x${string}`; quantity: number }> = [];
  for (let id = 1; id <= supply; id++) {
    const to = ownerOf.get(id);
    if (!to) throw new Error(`token ${id} has no owner in the plan`);
    const last = runs.at(-1);
    if (last && last.to === to && last.quantity < MAX_PER_CALL) last.quantity++;
    else runs.push({ to, quantity: 1 });
  }
  return runs;
}

/**
 * Deploys one demo collection and mints its seeded supply to the demo wallets as planned, sets the
 * demo whitelist's root, then opens the presale on the reserve left above that supply.
 */
export async function deployDemoCollection(
  chain: ChainClient,
  collection: DemoCollection,
  baseUri: string,
): Promise<DeployedDemo> {
  const account = privateKeyToAccount(ANVIL_DEV_KEY);
  const wallet = createWalletClient({ account, chain: chain.public.chain, transport: http(chain.rpcUrl) });
  const deployHash = await wallet.deployContract({
    chain: null,
    abi: GuardianCollectionAbi,
    bytecode: GuardianCollectionBytecode,
    args: [
      collection.name,
      collection.symbol,
      baseUri,
      // Room above the seeded supply, so the presale has tokens to sell.
      BigInt(demoMaxSupply(collection)),
      account.address,
      BigInt(ROYALTY_BASIS_POINTS),
      account.address,
    ],
  });
  const deployed = await chain.public.waitForTransactionReceipt({ hash: deployHash, pollingInterval: 50 });
  const address = deployed.contractAddress;
  if (!address) throw new Error(`deploying ${collection.slug} returned no address`);

  const [plan] = demoMintPlan([collection]);
  const calls = mintRuns(plan?.owners ?? [], collection.supply).map((run) => ({
    data: encodeFunctionData({
      abi: GuardianCollectionAbi,
      functionName: 'ownerMint',
      args: [run.to, BigInt(run.quantity)],
    }),
    gas: 120_000n + 40_000n * BigInt(run.quantity),
  }));
  // ~1,000 small transactions: signed here, sent raw in parallel while anvil holds mining, then mined
  // in a few full blocks. One at a time with automine they took ~9 s; this keeps first start short.
  const fees = await chain.public.estimateFeesPerGas();
  const firstNonce = await chain.public.getTransactionCount({
    address: account.address,
    blockTag: 'pending',
  });
  const signed = await Promise.all(
    calls.map((call, i) =>
      account.signTransaction({
        type: 'eip1559',
        chainId: chain.chainId,
        to: address,
        data: call.data,
        gas: call.gas,
        nonce: firstNonce + i,
        maxFeePerGas: fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      }),
    ),
  );
  await anvilRequest(chain, 'evm_setAutomine', [false]);
  try {
    for (let i = 0; i < signed.length; i += SEND_CHUNK) {
      await Promise.all(
        signed
          .slice(i, i + SEND_CHUNK)
          .map((tx) => chain.public.sendRawTransaction({ serializedTransaction: tx })),
      );
    }
    const target = firstNonce + signed.length;
    for (let blocks = 0; blocks < MAX_BLOCKS; blocks++) {
      if (
        (await chain.public.getTransactionCount({ address: account.address, blockTag: 'latest' })) >= target
      )
        break;
      await anvilRequest(chain, 'evm_mine', []);
    }
  } finally {
    await anvilRequest(chain, 'evm_setAutomine', [true]);
  }
  await openPresale(chain, wallet, address);
  const minted = await chain.public.readContract({
    address,
    abi: GuardianCollectionAbi,
    functionName: 'totalSupply',
  });
  if (minted !== BigInt(collection.supply)) {
    throw new Error(`demo mint for ${collection.slug} stopped at ${minted} of ${collection.supply}`);
  }
  return { slug: collection.slug, name: collection.name, address, deploymentBlock: deployed.blockNumber };
}

/**
 * The demo whitelist's root, then the presale at its price. Sent on their own once the batch is mined:
 * at the end of a ~1,000-transaction batch anvil's pool dropped them without an error.
 */
async function openPresale(chain: ChainClient, wallet: DemoWallet, address: `0x${string}`): Promise<void> {
  const settings = [
    { functionName: 'setMerkleRoot', args: [demoWhitelistRoot()] },
    { functionName: 'setSale', args: [2, PRESALE_PRICE] },
  ] as const;
  for (const call of settings) {
    const hash = await wallet.writeContract({
      chain: null,
      address,
      abi: GuardianCollectionAbi,
      ...call,
    } as never);
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`demo ${call.functionName} on ${address} reverted`);
  }
}

type DemoWallet = ReturnType<typeof createWalletClient>;

/** anvil's own RPC methods (mining control), which viem's public actions do not type. */
function anvilRequest(chain: ChainClient, method: string, params: unknown[]): Promise<unknown> {
  return chain.public.request({ method, params } as never);
}
