import { GuardianCollectionAbi, GuardianMarketplaceAbi, WETH9Abi } from '@guardians/contracts';
import { encodeFunctionData, type Hex, maxUint256 } from 'viem';
import type { PlannedAction } from './demo-trading-plan.ts';

/**
 * Plenty for each call (measured: approve ~46k, cancel ~35k, buy ~120k, wrap ~45k, WETH approve ~46k,
 * withdraw an offer ~50k, accept an offer ~140k with a trait proof); unused gas is refunded.
 */
export const GAS: Record<PlannedAction['kind'], bigint> = {
  approve: 80_000n,
  cancel: 100_000n,
  buy: 300_000n,
  wrap: 80_000n,
  'allow-weth': 80_000n,
  'accept-offer': 300_000n,
  'cancel-offer': 100_000n,
};

/** The transaction a planned action sends: to whom, with which call data and how much ether. */
export function encodeAction(
  action: PlannedAction,
  contracts: { marketplace: `0x${string}`; weth: `0x${string}` },
  signatureOf: (hash: Hex) => Hex,
): { to: `0x${string}`; data: Hex; value: bigint } {
  const { marketplace, weth } = contracts;
  const call = (to: `0x${string}`, data: Hex, value = 0n) => ({ to, data, value });
  switch (action.kind) {
    case 'approve':
      return call(
        action.token,
        encodeFunctionData({
          abi: GuardianCollectionAbi,
          functionName: 'setApprovalForAll',
          args: [marketplace, true],
        }),
      );
    case 'buy':
      return call(
        marketplace,
        encodeFunctionData({
          abi: GuardianMarketplaceAbi,
          functionName: 'buy',
          args: [action.listing.listing, signatureOf(action.listing.hash)],
        }),
        action.listing.listing.price,
      );
    case 'cancel':
      return call(
        marketplace,
        encodeFunctionData({
          abi: GuardianMarketplaceAbi,
          functionName: 'cancel',
          args: [action.listing.listing],
        }),
      );
    case 'wrap':
      return call(weth, encodeFunctionData({ abi: WETH9Abi, functionName: 'deposit' }), action.value);
    case 'allow-weth':
      return call(
        weth,
        encodeFunctionData({ abi: WETH9Abi, functionName: 'approve', args: [marketplace, maxUint256] }),
      );
    case 'accept-offer':
      return call(
        marketplace,
        encodeFunctionData({
          abi: GuardianMarketplaceAbi,
          functionName: 'acceptOffer',
          args: [action.offer.offer, signatureOf(action.offer.hash), action.tokenId, action.proof],
        }),
      );
    case 'cancel-offer':
      return call(
        marketplace,
        encodeFunctionData({
          abi: GuardianMarketplaceAbi,
          functionName: 'cancelOffer',
          args: [action.offer.offer],
        }),
      );
  }
}
