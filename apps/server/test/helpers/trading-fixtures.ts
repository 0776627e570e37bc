import {
  GuardianCollectionAbi,
  GuardianCollectionBytecode,
  GuardianMarketplaceAbi,
  type Listing,
  listingTypedData,
  randomListingSalt,
} from '@guardians/contracts';
import type { FastifyInstance } from 'fastify';
import { createTestClient, createWalletClient, type Hex, http, type LocalAccount, toHex } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import { type ChainClient, createChainClient } from '../../src/chain/chain-client.ts';
import type { Db } from '../../src/db/client.ts';
import { createIndexer } from '../../src/indexer/indexer.ts';
import { deployTradingContracts } from '../../src/services/trading/trading-deploy.ts';
import { signIn } from './login-flow.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * An account of anvil's mnemonic beyond the ten it funds (#0–#9 belong to other tests): one index per
 * test file and role, so no two files share a nonce. Funded with 100 ETH.
 */
export async function fundedAccount(addressIndex: number, rpcUrl = inject('rpcUrl')): Promise<HDAccount> {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex });
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  await client.setBalance({ address: account.address, value: 100n * 10n ** 18n });
  return account;
}

export function privateKeyOf(account: HDAccount): Hex {
  const key = account.getHdKey().privateKey;
  if (!key) throw new Error('HD account without a private key');
  return toHex(key);
}

export function testChain(rpcUrl = inject('rpcUrl')): ChainClient {
  return createChainClient({ rpcUrl, chainId: 31337, name: 'anvil' });
}

/** The seller's wallet, signed in on `app`. */
export async function signInAs(app: FastifyInstance, account: HDAccount) {
  return signIn(app, privateKeyOf(account));
}

/**
 * A trading world on the run's anvil: the marketplace and the feed (recorded in `db`), a
 * GuardianCollection (5 % royalty to the deployer) with `supply` tokens minted to the seller and
 * indexed, and wallets for seller and buyer. `firstIndex` .. `firstIndex + 2` are this file's accounts.
 */
export async function createTradingWorld(
  db: Db,
  firstIndex: number,
  options: { supply?: number; rpcUrl?: string; reorgDepth?: number } = {},
) {
  const supply = options.supply ?? 5;
  const chain = testChain(options.rpcUrl);
  const [deployer, seller, buyer] = await Promise.all([
    fundedAccount(firstIndex, chain.rpcUrl),
    fundedAccount(firstIndex + 1, chain.rpcUrl),
    fundedAccount(firstIndex + 2, chain.rpcUrl),
  ]);
  const contracts = await deployTradingContracts(db, chain, { account: deployer });
  const marketplace = contracts.find((c) => c.kind === 'marketplace')?.address;
  if (!marketplace) throw new Error('no marketplace deployed');
  const confirm = async (hash: Hex) => {
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const walletOf = (account: LocalAccount) => createWalletClient({ account, transport: http(chain.rpcUrl) });
  const deployed = await confirm(
    await walletOf(deployer).deployContract({
      chain: null,
      abi: GuardianCollectionAbi,
      bytecode: GuardianCollectionBytecode,
      args: ['Trade Guardians', 'TRG', 'http://127.0.0.1:9/', 100n, deployer.address, 500n, deployer.address],
    }),
  );
  const token = deployed.contractAddress?.toLowerCase() as `0x${string}`;
  await confirm(
    await walletOf(deployer).writeContract({
      chain: null,
      address: token,
      abi: GuardianCollectionAbi,
      functionName: 'ownerMint',
      args: [seller.address, BigInt(supply)],
    }),
  );
  const indexer = createIndexer({ db, chain, metadata: { batchSize: 0 }, reorgDepth: options.reorgDepth });
  await indexer.addCollection(token, { deploymentBlock: deployed.blockNumber });
  await indexer.syncOnce();

  return {
    chain,
    indexer,
    marketplace,
    token,
    deployer,
    seller,
    buyer,
    confirm,
    walletOf,
    async approveAll(owner: LocalAccount, approved = true) {
      await confirm(
        await walletOf(owner).writeContract({
          chain: null,
          address: token,
          abi: GuardianCollectionAbi,
          functionName: 'setApprovalForAll',
          args: [marketplace, approved],
        }),
      );
    },
    /** A listing by `owner` of `tokenId` at the current nonce, signed. */
    async signListing(
      owner: HDAccount,
      fields: Partial<Listing> & { tokenId: bigint; price: bigint },
    ): Promise<{ listing: Listing; signature: Hex }> {
      const nonce = await chain.public.readContract({
        address: marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'nonces',
        args: [owner.address],
      });
      const listing: Listing = {
        seller: owner.address,
        token,
        expiry: BigInt(Math.floor(Date.now() / 1000) + 7 * 24 * 3600),
        nonce,
        salt: randomListingSalt(),
        ...fields,
      };
      const signature = await owner.signTypedData(listingTypedData(listing, { chainId: 31337, marketplace }));
      return { listing, signature };
    },
  };
}

export type TradingWorld = Awaited<ReturnType<typeof createTradingWorld>>;

/** The POST /api/listings body for a signed listing (numbers as decimal strings). */
export function listingBody(signed: { listing: Listing; signature: Hex }) {
  const l = signed.listing;
  return {
    listing: {
      seller: l.seller,
      token: l.token,
      tokenId: l.tokenId.toString(),
      price: l.price.toString(),
      expiry: Number(l.expiry),
      nonce: l.nonce.toString(),
      salt: l.salt.toString(),
    },
    signature: signed.signature,
  };
}
