import { parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { LISTING_DOMAIN_NAME, LISTING_DOMAIN_VERSION } from '../src/listing.ts';
import { type Chain, revertOf, startChain } from './support/guardian-collection.ts';
import {
  chainId,
  deployMarketplace,
  freshAddress,
  LISTING_PRICE,
  marketOwner,
  seller,
  setUpSale,
  signListing,
  stranger,
} from './support/marketplace.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe('GuardianMarketplace deployment', () => {
  it('starts with the given owner, fee recipient and fee, and emits FeeChanged', async () => {
    const feeRecipient = freshAddress();
    const market = await deployMarketplace(chain, { feeRecipient, feeBps: 300n });
    expect(await market.read.owner()).toBe(marketOwner.address);
    expect(await market.read.feeRecipient()).toBe(feeRecipient);
    expect(await market.read.feeBps()).toBe(300n);
    expect(await market.read.MAX_FEE_BPS()).toBe(1_000n);
    const logs = await chain.publicClient.getContractEvents({
      address: market.address,
      abi: GuardianMarketplaceAbi,
      eventName: 'FeeChanged',
      fromBlock: 0n,
    });
    expect(logs.map((l) => l.args)).toEqual([{ recipient: feeRecipient, feeBps: 300n }]);
  });

  it('publishes its EIP-712 domain (ERC-5267): Guardians Marketplace, version 1, this chain and address', async () => {
    const market = await deployMarketplace(chain);
    const [, name, version, domainChainId, verifyingContract] = await market.read.eip712Domain();
    expect({ name, version, chainId: domainChainId, verifyingContract }).toEqual({
      name: LISTING_DOMAIN_NAME,
      version: LISTING_DOMAIN_VERSION,
      chainId: BigInt(chainId),
      verifyingContract: market.address,
    });
  });
});

describe('GuardianMarketplace setFee', () => {
  it('lets the owner change the fee and recipient, emitting FeeChanged', async () => {
    const market = await deployMarketplace(chain);
    const recipient = freshAddress();
    const receipt = await chain.mined(market.write.setFee([recipient, 1_000n]));
    const [event] = parseEventLogs({
      abi: GuardianMarketplaceAbi,
      logs: receipt.logs,
      eventName: 'FeeChanged',
    });
    expect(event?.args).toEqual({ recipient, feeBps: 1_000n });
    expect(await market.read.feeRecipient()).toBe(recipient);
    expect(await market.read.feeBps()).toBe(1_000n);
  });

  it('reverts with OwnableUnauthorizedAccount for anyone but the owner', async () => {
    const market = await deployMarketplace(chain);
    expect(await revertOf(market.as(stranger).write.setFee([stranger.address, 0n]))).toEqual({
      errorName: 'OwnableUnauthorizedAccount',
      args: [stranger.address],
    });
  });

  it('reverts with FeeTooHigh above 1,000 basis points', async () => {
    const market = await deployMarketplace(chain);
    expect(await revertOf(market.write.setFee([freshAddress(), 1_001n]))).toEqual({
      errorName: 'FeeTooHigh',
      args: [1_001n, 1_000n],
    });
    expect(await market.read.feeBps()).toBe(250n);
  });

  it('reverts with ZeroAddress for a zero fee recipient', async () => {
    const market = await deployMarketplace(chain);
    expect(await revertOf(market.write.setFee([zeroAddress, 100n]))).toMatchObject({
      errorName: 'ZeroAddress',
    });
  });

  it('applies the new fee to the next sale, and a fee of 0 pays the recipient nothing', async () => {
    const sale = await setUpSale(chain);
    await chain.mined(sale.market.write.setFee([sale.feeRecipient, 0n]));
    const listing = sale.listing();
    const receipt = await chain.mined(
      sale.buy(listing, await signListing(seller, listing, sale.market.address)),
    );
    const [event] = parseEventLogs({ abi: GuardianMarketplaceAbi, logs: receipt.logs, eventName: 'Sale' });
    expect(event?.args.fee).toBe(0n);
    expect(await chain.publicClient.getBalance({ address: sale.feeRecipient })).toBe(0n);
    expect(await chain.publicClient.getBalance({ address: sale.royaltyReceiver })).toBe(LISTING_PRICE / 20n);
  });
});
