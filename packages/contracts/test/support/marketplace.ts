import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Abi,
  type Address,
  getAddress,
  getContract,
  type Hex,
  type PrivateKeyAccount,
  parseEther,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { compileContracts } from '../../scripts/compile.ts';
import {
  GuardianMarketplaceAbi,
  GuardianMarketplaceBytecode,
  WETH9Abi,
  WETH9Bytecode,
} from '../../src/abis.gen.ts';
import { type Listing, listingTypedData, randomListingSalt } from '../../src/listing.ts';
import { type Chain, DEV_KEYS, deployCollection } from './guardian-collection.ts';

// anvil keys 5-9: the collection tests use 0-4. Every test file starts its own anvil anyway, so files never
// race for nonces; separate keys only keep the roles easy to tell apart in a trace.
export const [seller, buyer, marketOwner, stranger, walletOwner] = DEV_KEYS.slice(5).map((key) =>
  privateKeyToAccount(key),
) as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];

export const LISTING_PRICE = parseEther('1');
export const FEE_BPS = 250n;
export const ROYALTY_BPS = 500n;
export const chainId = foundry.id;

/** A new address with no balance and no code, so balance changes can be compared exactly. */
export const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey());

export type MarketplaceOptions = { owner?: PrivateKeyAccount; feeRecipient?: Address; feeBps?: bigint };

/** A WETH9 with a typed handle per caller. */
export async function deployWeth(chain: Chain, from: PrivateKeyAccount = marketOwner) {
  const hash = await chain.walletFor(from).deployContract({ abi: WETH9Abi, bytecode: WETH9Bytecode });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  const address = getAddress(contractAddress);
  const as = (account: PrivateKeyAccount) =>
    getContract({
      address,
      abi: WETH9Abi,
      client: { public: chain.publicClient, wallet: chain.walletFor(account) },
    });
  return { ...as(from), as };
}

export type Weth = Awaited<ReturnType<typeof deployWeth>>;

/** A marketplace and the WETH9 its offers are paid in (`weth`), both new. */
export async function deployMarketplace(chain: Chain, opts: MarketplaceOptions = {}) {
  const owner = opts.owner ?? marketOwner;
  const feeRecipient = opts.feeRecipient ?? freshAddress();
  const weth = await deployWeth(chain, owner);
  const hash = await chain.walletFor(owner).deployContract({
    abi: GuardianMarketplaceAbi,
    bytecode: GuardianMarketplaceBytecode,
    args: [owner.address, feeRecipient, opts.feeBps ?? FEE_BPS, weth.address],
  });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  const address = getAddress(contractAddress);
  const as = (account: PrivateKeyAccount) =>
    getContract({
      address,
      abi: GuardianMarketplaceAbi,
      client: { public: chain.publicClient, wallet: chain.walletFor(account) },
    });
  return { ...as(owner), owner, feeRecipient, weth, as };
}

export type Marketplace = Awaited<ReturnType<typeof deployMarketplace>>;

/** Compiles a contract from test/fixtures (imports resolve from node_modules and the package). */
export function compileFixture(file: string, name: string): { abi: Abi; bytecode: Hex } {
  const packageDir = path.resolve(import.meta.dirname, '..', '..');
  const unit = `test/fixtures/${file}`;
  const source = readFileSync(path.join(packageDir, unit), 'utf8');
  const compiled = compileContracts({ [unit]: source }, { baseDir: packageDir })[name];
  if (!compiled) throw new Error(`${unit} defines no contract ${name}`);
  return compiled;
}

export async function deployFixture(
  chain: Chain,
  fixture: { abi: Abi; bytecode: Hex },
  args: readonly unknown[],
  from: PrivateKeyAccount = stranger,
) {
  const hash = await chain
    .walletFor(from)
    .deployContract({ abi: fixture.abi, bytecode: fixture.bytecode, args });
  const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('deployment produced no contract address');
  return getAddress(contractAddress);
}

/** Unix seconds `seconds` after the chain's latest block. */
export async function expiryIn(chain: Chain, seconds: bigint): Promise<bigint> {
  const block = await chain.publicClient.getBlock();
  return block.timestamp + seconds;
}

export const signListing = (
  account: PrivateKeyAccount,
  listing: Listing,
  marketplace: Address,
  chain: number = chainId,
) => account.signTypedData(listingTypedData(listing, { chainId: chain, marketplace }));

/** What the buyer spent on gas in `receipt`, to take out of balance comparisons. */
export const gasCost = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice;

export type SaleOptions = { royaltyBps?: bigint; feeBps?: bigint; tokens?: bigint };

/**
 * A collection with `tokens` tokens (ids 1..n) owned by `seller`, a marketplace the seller approved for all,
 * and fresh fee and royalty addresses. `listing()` builds a valid listing of token 1 with overrides.
 */
export async function setUpSale(chain: Chain, opts: SaleOptions = {}) {
  const royaltyReceiver = freshAddress();
  const collection = await deployCollection(chain, {
    royaltyReceiver,
    royaltyBps: opts.royaltyBps ?? ROYALTY_BPS,
  });
  const market = await deployMarketplace(chain, { feeBps: opts.feeBps ?? FEE_BPS });
  await chain.mined(collection.write.ownerMint([seller.address, opts.tokens ?? 3n]));
  await chain.mined(collection.as(seller).write.setApprovalForAll([market.address, true]));
  const expiry = await expiryIn(chain, 86_400n);

  const listing = (overrides: Partial<Listing> = {}): Listing => ({
    seller: seller.address,
    token: collection.address,
    tokenId: 1n,
    price: LISTING_PRICE,
    expiry,
    nonce: 0n,
    salt: randomListingSalt(),
    ...overrides,
  });
  const buy = (l: Listing, signature: Hex, value = l.price, account = buyer) =>
    market.as(account).write.buy([l, signature], { value });
  return { collection, market, royaltyReceiver, feeRecipient: market.feeRecipient, listing, buy };
}
