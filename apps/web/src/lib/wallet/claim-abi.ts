// The GuardianCoinClaim entries the swaps page calls, and the one ERC-20 read it needs. Copied from
// @guardians/contracts (claim-abi.test.ts checks they match) because that package's entry imports
// viem, which must stay in the wallet's own lazily loaded chunk.

export const coinClaimAbi = [
  // Custom errors, so a failed simulation names its reason.
  { inputs: [{ name: 'id', type: 'uint256' }], name: 'ClaimAlreadyUsed', type: 'error' },
  { inputs: [], name: 'ClaimAmountZero', type: 'error' },
  {
    inputs: [
      { name: 'deadline', type: 'uint256' },
      { name: 'timestamp', type: 'uint256' },
    ],
    name: 'ClaimExpired',
    type: 'error',
  },
  { inputs: [{ name: 'remaining', type: 'uint256' }], name: 'ClaimLimitExceeded', type: 'error' },
  { inputs: [], name: 'EnforcedPause', type: 'error' },
  { inputs: [], name: 'InvalidClaimSignature', type: 'error' },
  {
    inputs: [
      { name: 'signature', type: 'bytes' },
      { name: 'id', type: 'uint256' },
      { name: 'amountWei', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
    name: 'claim',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [],
    name: 'maxClaim',
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'claimPeriod',
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [{ name: 'account', type: 'address' }],
    name: 'nextClaimTimestamp',
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [{ name: 'account', type: 'address' }],
    name: 'accountClaimedAmount',
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
] as const;

export const erc20BalanceAbi = [
  {
    inputs: [{ name: 'account', type: 'address' }],
    name: 'balanceOf',
    outputs: [{ name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
] as const;
