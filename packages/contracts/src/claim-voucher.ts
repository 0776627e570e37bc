import type { Address, TypedDataDomain } from 'viem';

// Browser-safe (viem only): the server's signer signs `claimVoucherTypedData(...)`; GuardianCoinClaim
// recovers the same struct with msg.sender as `account`, so a voucher only pays the wallet it names.

/** A coin claim voucher, field for field as GuardianCoinClaim's `Claim` struct. */
export type ClaimVoucherMessage = {
  account: Address;
  /** The voucher id (random 128 bits): each id pays once. */
  id: bigint;
  /** Coins in wei (18 decimals). */
  amount: bigint;
  /** Unix seconds; the claim is accepted while the block's timestamp is at most this. */
  deadline: bigint;
};

export type ClaimDomainParams = { chainId: number; claimContract: Address };

export const CLAIM_DOMAIN_NAME = 'Guardians Coin Claim';
export const CLAIM_DOMAIN_VERSION = '1';

const claimVoucherTypes = {
  Claim: [
    { name: 'account', type: 'address' },
    { name: 'id', type: 'uint256' },
    { name: 'amount', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

function claimDomain({ chainId, claimContract }: ClaimDomainParams): TypedDataDomain {
  return {
    name: CLAIM_DOMAIN_NAME,
    version: CLAIM_DOMAIN_VERSION,
    chainId,
    verifyingContract: claimContract,
  };
}

/** The argument of viem's `signTypedData` for one voucher. */
export function claimVoucherTypedData(params: ClaimDomainParams, message: ClaimVoucherMessage) {
  return {
    domain: claimDomain(params),
    types: claimVoucherTypes,
    primaryType: 'Claim' as const,
    message,
  };
}
