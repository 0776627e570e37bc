import {
  type Account,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  getContract,
  type Hash,
  http,
  parseEther,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { GuardianCollectionAbi, GuardianCollectionBytecode } from '../../src/abis.gen.ts';
import { type AnvilHandle, findFreePort, startAnvil } from '../../src/node/anvil.ts';

// anvil's well-known dev keys (public; every fresh anvil funds them with 10,000 ETH).
export const DEV_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const;

export const [deployer, alice, bob, carol, dave] = DEV_KEYS.map((key) => privateKeyToAccount(key)) as [
  Account,
  Account,
  Account,
  Account,
  Account,
];

export const SaleStage = { None: 0, Whitelist: 1, Presale: 2 } as const;
export const PRICE = parseEther('0.05');

export type Chain = Awaited<ReturnType<typeof startChain>>;

/** One anvil per test file; each test deploys its own collection, so tests never share contract state. */
export async function startChain() {
  const anvil: AnvilHandle = await startAnvil({ port: await findFreePort(), silent: true });
  const transport = http(anvil.rpcUrl);
  // anvil mines each transaction at once; the default poll interval would only add waiting.
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50 });
  const walletFor = (account: Account) => createWalletClient({ account, chain: foundry, transport });
  const mined = async (hash: Promise<Hash>): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`);
    return receipt;
  };
  return { anvil, publicClient, walletFor, mined, stop: () => anvil.stop() };
}

export type CollectionOptions = {
  name?: string;
  symbol?: string;
  baseURI?: string;
  maxSupply?: bigint;
  royaltyReceiver?: Address;
  royaltyBps?: bigint;
  owner?: Account;
};

/** Deploys a collection (owned by `deployer` unless told) and returns a typed handle per caller. */
export async function deployCollection(chain: Chain, opts: CollectionOptions = {}) {
  const owner = opts.owner ?? deployer;
  const hash = await chain.walletFor(deployer).deployContract({
    abi: GuardianCollectionAbi,
    bytecode: GuardianCollectionBytecode,
    args: [
      opts.name ?? 'Guardians',
      opts.symbol ?? 'GRD',
      opts.baseURI ?? 'ipfs://guardians/',
      opts.maxSupply ?? 1_000n,
      opts.royaltyReceiver ?? owner.address,
      opts.royaltyBps ?? 500n,
      owner.address,
    ],
  });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  const as = (account: Account) =>
    getContract({
      address: contractAddress,
      abi: GuardianCollectionAbi,
      client: { public: chain.publicClient, wallet: chain.walletFor(account) },
    });
  return { ...as(owner), owner, as };
}

export type DecodedRevert = { errorName: string; args: readonly unknown[] };

/** Awaits a call that must revert and returns the custom error viem decoded from the ABI. */
export async function revertOf(call: Promise<unknown>): Promise<DecodedRevert> {
  try {
    await call;
  } catch (err) {
    const reverted =
      err instanceof BaseError ? err.walk((e) => e instanceof ContractFunctionRevertedError) : undefined;
    if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
      return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] };
    }
    throw err;
  }
  throw new Error('expected the call to revert, but it succeeded');
}
