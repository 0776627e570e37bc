import { type Listing, listingHash, listingTypedData } from '@guardians/contracts';
import { type CreateListingBody, LISTING_MAX_DURATION_SECONDS, type ListingRecord } from '@guardians/shared';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findLiveToken } from '../catalogue/read/token-lookup.ts';
import { isMarketplaceApproved, marketplaceNonce } from './listing-chain-checks.ts';
import {
  findListing,
  insertListing,
  toListingRecord,
  validListingsOfToken,
} from './store/listing-repository.ts';
import { findTradingContract } from './store/trading-contracts.ts';
import {
  InvalidListingSignatureError,
  MarketplaceNotApprovedError,
  NoMarketplaceError,
  NotOwnerError,
  NotSellerError,
  StaleNonceError,
} from './trading-errors.ts';

export interface TradingDeps {
  db: Db;
  chain: ChainClient;
  config: Pick<Config, 'marketplaceAddress' | 'ethUsdFeedAddress'>;
  read: ReadContext;
  now?: () => number;
}

async function requireMarketplace(deps: TradingDeps): Promise<`0x${string}`> {
  const marketplace = await findTradingContract(deps.db, deps.config, deps.chain.chainId, 'marketplace');
  if (!marketplace) throw new NoMarketplaceError();
  return marketplace.address;
}

/**
 * Checks a signed listing against the index and the chain and stores it (decision 0024). Returns
 * `created: false` with the stored listing when the same digest was posted before.
 */
export async function createListing(
  deps: TradingDeps,
  account: string,
  body: CreateListingBody,
): Promise<{ created: boolean; listing: ListingRecord }> {
  const marketplace = await requireMarketplace(deps);
  const input = body.listing;
  if (input.seller !== account.toLowerCase()) throw new NotSellerError();
  const listing: Listing = {
    seller: input.seller,
    token: input.token,
    tokenId: BigInt(input.tokenId),
    price: BigInt(input.price),
    expiry: BigInt(input.expiry),
    nonce: BigInt(input.nonce),
    salt: BigInt(input.salt),
  };
  const domain = { chainId: deps.chain.chainId, marketplace };
  const hash = listingHash(listing, domain);
  const existing = await findListing(deps.db, hash);
  if (existing) return { created: false, listing: toListingRecord(existing) };

  if (listing.price <= 0n) {
    throw new BadRequestError('The price must be more than 0', { field: 'listing.price' });
  }
  const nowSeconds = Math.floor((deps.now ?? Date.now)() / 1000);
  if (input.expiry <= nowSeconds) {
    throw new BadRequestError('The listing has already expired', { field: 'listing.expiry' });
  }
  if (input.expiry > nowSeconds + LISTING_MAX_DURATION_SECONDS) {
    throw new BadRequestError('A listing can run for at most 180 days', { field: 'listing.expiry' });
  }
  const { token } = await findLiveToken(deps.read, { token: input.token, id: input.tokenId });
  if (token.owner !== input.seller) throw new NotOwnerError();

  const [nonce, approved, signatureOk] = await Promise.all([
    marketplaceNonce(deps.chain, marketplace, input.seller),
    isMarketplaceApproved(deps.chain, { marketplace, ...listing }),
    deps.chain.public
      .verifyTypedData({
        address: input.seller,
        ...listingTypedData(listing, domain),
        signature: body.signature as `0x${string}`,
      })
      .catch(() => false),
  ]);
  if (nonce !== listing.nonce) throw new StaleNonceError();
  if (!approved) throw new MarketplaceNotApprovedError();
  if (!signatureOk) throw new InvalidListingSignatureError();

  const { row, inserted } = await insertListing(deps.db, {
    hash,
    chainId: deps.chain.chainId,
    marketplace,
    seller: input.seller,
    tokenAddress: input.token,
    tokenId: input.tokenId,
    priceWei: input.price,
    expiry: new Date(input.expiry * 1000),
    nonce: input.nonce,
    salt: input.salt,
    signature: body.signature.toLowerCase(),
  });
  return { created: inserted, listing: toListingRecord(row) };
}

/**
 * The cheapest listing a buyer can fill now: valid in the database (active, not expired, seller
 * still owns the token) and, on chain, still approved and carrying the seller's current nonce.
 */
export async function getBuyableListing(
  deps: TradingDeps,
  params: { token: string; id: string; chainId?: number },
): Promise<ListingRecord | null> {
  const { token } = await findLiveToken(deps.read, params);
  const marketplace = await findTradingContract(deps.db, deps.config, deps.chain.chainId, 'marketplace');
  if (!marketplace) return null;
  const candidates = await validListingsOfToken(deps.db, {
    chainId: token.chainId,
    marketplace: marketplace.address,
    tokenAddress: token.tokenAddress,
    tokenId: token.tokenId,
  });
  for (const row of candidates) {
    const seller = row.seller as `0x${string}`;
    const [nonce, approved] = await Promise.all([
      marketplaceNonce(deps.chain, marketplace.address, seller),
      isMarketplaceApproved(deps.chain, {
        marketplace: marketplace.address,
        seller,
        token: row.tokenAddress as `0x${string}`,
        tokenId: BigInt(row.tokenId),
      }),
    ]);
    if (approved && nonce === BigInt(row.nonce)) return toListingRecord(row);
  }
  return null;
}
