import {
  GuardianMarketplaceAbi,
  GuardianMarketplaceBytecode,
  type Listing,
  listingHash,
  listingTypedData,
  WETH9Abi,
  WETH9Bytecode,
} from '@guardians/contracts';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
} from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { deployFaultCollection, holder } from './indexer-test-collection.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const ETH = 10n ** 18n;
/** Listings live long after the test: anvil's clock never reaches them. */
const EXPIRY = BigInt(Math.floor(Date.now() / 1000) + 30 * 24 * 3600);

/** A listings row as POST /api/listings would have stored it (the indexer only moves its status). */
export interface ListingRow {
  hash: string;
  chainId: number;
  marketplace: string;
  seller: string;
  tokenAddress: string;
  tokenId: string;
  priceWei: string;
  expiry: Date;
  nonce: string;
  salt: string;
  signature: string;
}

interface SignedListing {
  listing: Listing;
  signature: Hex;
}

/**
 * A chain with a lot for the indexer to read, on an anvil of the test's own (its default accounts):
 * "Alpha" (thousands of transfers: mints, moves and a few burns, minted by #0) and "Beta" (minted
 * by its seller #1, sold to #2 through GuardianMarketplace, some listings cancelled one by one,
 * others by a nonce increment). Only a few empty blocks between the transactions: anvil_mine slows
 * down as the chain grows (about 10 ms a block at 3,000 blocks on a busy machine), so small ranges,
 * not a long chain, make a backfill span many commits.
 */
export async function buildBusyChain(rpcUrl: string, metadataUrl: string) {
  const [owner, seller, buyer] = [0, 1, 2].map((addressIndex) =>
    mnemonicToAccount(MNEMONIC, { addressIndex }),
  ) as [HDAccount, HDAccount, HDAccount];
  const transport = http(rpcUrl);
  const client = createPublicClient({ transport });
  const testClient = createTestClient({ mode: 'anvil', transport });
  const walletOf = (account: LocalAccount) => createWalletClient({ account, transport });
  const confirm = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const mineEmpty = (blocks: number) => testClient.mine({ blocks });

  const weth = await confirm(
    await walletOf(owner).deployContract({ chain: null, abi: WETH9Abi, bytecode: WETH9Bytecode }),
  );
  const deployed = await confirm(
    await walletOf(owner).deployContract({
      chain: null,
      abi: GuardianMarketplaceAbi,
      bytecode: GuardianMarketplaceBytecode,
      args: [owner.address, owner.address, 250n, weth.contractAddress as Address],
      gas: 10_000_000n,
    }),
  );
  const marketplace = deployed.contractAddress?.toLowerCase() as Address;
  const [alpha, beta] = await Promise.all([
    deployFaultCollection({
      rpcUrl,
      minter: owner,
      name: 'Alpha Guardians',
      symbol: 'ALPHA',
      baseUri: `${metadataUrl}/alpha/`,
    }),
    deployFaultCollection({
      rpcUrl,
      minter: seller,
      name: 'Beta Guardians',
      symbol: 'BETA',
      baseUri: `${metadataUrl}/beta/`,
    }),
  ]);
  // Explicit gas: no eth_estimateGas round trip per call (a buy needs ~150k).
  const market = (
    account: LocalAccount,
    functionName: 'buy' | 'cancel' | 'cancelAll',
    args: unknown[],
    value?: bigint,
  ) =>
    walletOf(account)
      .writeContract({
        chain: null,
        address: marketplace,
        abi: GuardianMarketplaceAbi,
        functionName,
        args,
        value,
        gas: 500_000n,
      } as never)
      .then(confirm);

  const listingRows: ListingRow[] = [];
  async function sign(tokenId: number, nonce: bigint): Promise<SignedListing> {
    const listing: Listing = {
      seller: seller.address,
      token: beta.address,
      tokenId: BigInt(tokenId),
      price: (BigInt(tokenId) * ETH) / 100n,
      expiry: EXPIRY,
      nonce,
      salt: BigInt(tokenId) * 1_000_003n,
    };
    const domain = { chainId: 31337, marketplace };
    const signature = await seller.signTypedData(listingTypedData(listing, domain));
    listingRows.push({
      hash: listingHash(listing, domain).toLowerCase(),
      chainId: 31337,
      marketplace,
      seller: seller.address.toLowerCase(),
      tokenAddress: beta.address.toLowerCase(),
      tokenId: String(tokenId),
      priceWei: listing.price.toString(),
      expiry: new Date(Number(EXPIRY) * 1000),
      nonce: nonce.toString(),
      salt: listing.salt.toString(),
      signature,
    });
    return { listing, signature };
  }
  const buy = (signed: SignedListing) =>
    market(buyer, 'buy', [signed.listing, signed.signature], signed.listing.price);

  let alphaMinted = 0;
  const burned = [7, 150, 199];
  // Burned ids cannot move: their neighbour moves instead.
  const live = (id: number) => (burned.includes(id) ? id + 1 : id);
  const moveAlpha = (count: number, round: number) =>
    alpha.moveBatch(
      Array.from({ length: count }, (_, i): [number, Address] => [
        live(1 + ((i * 37 + round * 101) % alphaMinted)),
        holder((i + round) % 23),
      ]),
    );

  // Alpha: 200 mints, 10 x 200 moves, 3 burns. Few tokens, many transfers: each token also costs
  // the indexer a metadata fetch, which would otherwise dominate the run.
  async function alphaHistory() {
    for (let batch = 0; batch < 4; batch++) {
      await alpha.mintBatch(holder(batch % 7), alphaMinted + 1, 50);
      alphaMinted += 50;
      await mineEmpty(10);
    }
    for (let round = 0; round < 10; round++) {
      await moveAlpha(200, round);
      await mineEmpty(15);
    }
    for (const id of burned) await alpha.burn(id);
  }

  // Beta: 60 mints to the seller, moves of 31..60, then trading of 1..30.
  const forRounds: SignedListing[] = [];
  async function betaHistory() {
    for (let batch = 0; batch < 2; batch++) await beta.mintBatch(seller.address, batch * 30 + 1, 30);
    for (let round = 0; round < 4; round++) {
      await beta.moveBatch(
        Array.from({ length: 30 }, (_, i): [number, Address] => [31 + i, holder(30 + ((i + round) % 5))]),
      );
      await mineEmpty(10);
    }
    await beta.approveAll(seller, marketplace);
    const atNonceZero: SignedListing[] = [];
    for (let id = 1; id <= 20; id++) atNonceZero.push(await sign(id, 0n));
    for (const signed of atNonceZero.slice(0, 10)) {
      await buy(signed);
      await mineEmpty(2);
    }
    for (const signed of atNonceZero.slice(10, 13)) await market(seller, 'cancel', [signed.listing]);
    await market(seller, 'cancelAll', []); // listings 14..20 are now stale: the indexer cancels them
    for (let id = 21; id <= 30; id++) forRounds.push(await sign(id, 1n));
  }
  // Different senders, so the two histories interleave without nonce races.
  await Promise.all([alphaHistory(), betaHistory()]);

  let betaMinted = 60;
  /** More activity: moves and new mints of Alpha, a Beta sale and new Beta mints, empty blocks. */
  async function activityRound(round: number): Promise<void> {
    await moveAlpha(80, 100 + round);
    await alpha.mintBatch(holder(40 + round), alphaMinted + 1, 10);
    alphaMinted += 10;
    const next = forRounds[round];
    if (next) await buy(next);
    await beta.mintBatch(holder(50 + round), betaMinted + 1, 2);
    betaMinted += 2;
    await mineEmpty(10);
  }

  return {
    rpcUrl,
    alpha,
    beta,
    marketplace,
    marketplaceBlock: deployed.blockNumber,
    /** Every listing "the API" knows, including the ones later rounds sell. */
    listingRows,
    activityRound,
    mineEmpty,
    head: () => client.getBlockNumber({ cacheTime: 0 }),
  };
}

export type BusyChain = Awaited<ReturnType<typeof buildBusyChain>>;
